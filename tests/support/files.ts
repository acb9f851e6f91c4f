import { constants, crc32, deflateRawSync } from "node:zlib";
import { strToU8, zipSync } from "fflate";
import sharp from "sharp";

// Files for upload tests, made here rather than kept as binary fixtures.

const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

export const contentTypes = (mainType = WORD_MAIN) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="${mainType}"/>
</Types>`;

const wordParts: Record<string, string> = {
  "[Content_Types].xml": contentTypes(),
  "_rels/.rels":
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  "word/document.xml":
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Sam Peeters</w:t></w:r></w:p></w:body></w:document>',
};
/** A minimal Word document, or one with the parts given replaced (undefined leaves a part out). */
export function docx(parts: Record<string, string | undefined> = {}): Buffer {
  const all: Record<string, string | undefined> = { ...wordParts, ...parts };
  const files = Object.fromEntries(
    Object.entries(all).flatMap(([name, text]) => (text === undefined ? [] : [[name, strToU8(text)]])),
  );
  return Buffer.from(zipSync(files));
}

/** A small JPEG carrying a copyright line and a GPS position in its EXIF. */
export function photoWithLocation(format: "jpeg" | "png" | "webp" = "jpeg"): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#b03a2e" } })
    .withExif({
      IFD0: { Copyright: "Bart D., Gent" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 3/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "3/1 43/1 0/1" },
    })
    .toFormat(format)
    .toBuffer();
}

export const pdf = (text = "Sam Peeters, estate agent") => Buffer.from(`%PDF-1.4\n% ${text}\ntrailer\n%%EOF\n`);

/**
 * A zip of deflated parts whose headers declare `declared[name]` bytes for a part instead of its real size, as
 * a zip bomb's do (fflate writes true sizes only).
 */
export function zipDeclaring(parts: Record<string, Buffer>, declared: Record<string, number> = {}): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(parts)) {
    const fileName = Buffer.from(name);
    // Run-length matching only: a bomb of spaces is made in a fraction of the time, as small.
    const data = deflateRawSync(content, { strategy: constants.Z_RLE });
    const size = declared[name] ?? content.length;
    const check = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflated
    local.writeUInt32LE(check, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(check, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    directory.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/**
 * A Word document whose [Content_Types].xml declares 500 bytes but inflates to `inflatedBytes` (a few hundred
 * kilobytes of zip for 256 MB).
 */
export function docxBomb(inflatedBytes: number): Buffer {
  const word = (name: string) => Buffer.from(wordParts[name]!);
  return zipDeclaring(
    {
      "[Content_Types].xml": Buffer.concat([Buffer.from(contentTypes()), Buffer.alloc(inflatedBytes, " ")]),
      "_rels/.rels": word("_rels/.rels"),
      "word/document.xml": word("word/document.xml"),
    },
    { "[Content_Types].xml": 500 },
  );
}
