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

/** A minimal Word document, or one with the parts given replaced (undefined leaves a part out). */
export function docx(parts: Record<string, string | undefined> = {}): Buffer {
  const all: Record<string, string | undefined> = {
    "[Content_Types].xml": contentTypes(),
    "_rels/.rels":
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    "word/document.xml":
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Sam Peeters</w:t></w:r></w:p></w:body></w:document>',
    ...parts,
  };
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
