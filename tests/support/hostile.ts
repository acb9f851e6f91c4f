import fc from "fast-check";

// Hostile values for property-based tests of bad input (issue 10): what a broken client, a scanner or
// an attacker sends instead of what a page, an API route or a form expects. Values come in two forms:
// text (for JSON bodies and form fields, which the client encodes) and raw URL text (already
// percent-encoded, so that encodings no browser would produce, such as %FF, reach the server as sent).

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));

/** NUL, the other C0 controls, DEL and the C1 controls. */
export const controlChars = [...range(0x00, 0x1f), "\x7f", ...range(0x80, 0x9f)];

/** Characters that look like others or change how text reads: full-width, Cyrillic, zero-width, bidi overrides. */
export const lookAlikes = [
  "Ａ",
  "а",
  "е",
  "ο",
  "１",
  "\u200b",
  "\u200d",
  "\u202e",
  "\ufeff",
  "ﬁ",
  "K",
  "e\u0301",
  "\u{1f3e0}",
];

/** Lone surrogate halves: valid in a JavaScript string, not encodable as UTF-8. */
export const loneSurrogates = ["\ud800", "\udfff", "a\udc00b", "\ud83d"];

/** Numbers a field or parameter does not expect: negative, huge, fractional, not finite, in other notations. */
export const oddNumbers = [
  "-1",
  "0",
  "-0",
  "1.5",
  "1e309",
  "1e-400",
  "99999999999999999999999",
  "2147483648",
  "9007199254740993",
  "NaN",
  "Infinity",
  "0x1f",
  "0b11",
  " 12 ",
  "١٢",
];

/** Strings with meaning elsewhere: markup, SQL, paths, template and prototype keys, JSON of another shape. */
export const injections = [
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../../../etc/passwd",
  "${7*7}{{7*7}}",
  "__proto__",
  "constructor",
  '{"__proto__":{"polluted":true}}',
  "[]",
  "{}",
  "null",
  "true",
  "[1,2,3]",
  '{"a":{"b":{"c":[]}}}',
  "%s%n%x",
  "\\",
  "",
  " ",
];

/** A long value: 100 000 characters (the brief's 100 kB), of one character or a repeated pattern. */
export const long = fc.constantFrom(
  "x".repeat(100_000),
  "é".repeat(50_000),
  "0".repeat(100_000),
  "a%00".repeat(25_000),
);

const mixed = (pieces: string[]) =>
  fc
    .array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 8 })), { minLength: 1, maxLength: 6 })
    .map((a) => a.join(""));

/** A hostile text value: controls, surrogates, look-alikes, odd numbers, injections, long values, random unicode. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  mixed(controlChars),
  mixed(loneSurrogates),
  mixed(lookAlikes),
  fc.constantFrom(...oddNumbers),
  fc.constantFrom(...injections),
  long,
  fc.string({ unit: "binary", maxLength: 40 }),
);

/**
 * Percent-encodes any JavaScript string the way a careless client would: UTF-8 where it can, and a lone
 * surrogate as the three bytes of its code unit (CESU-8), which is invalid UTF-8.
 */
export function rawEncode(value: string): string {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const pair = code >= 0xd800 && code <= 0xdbff && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    const char = pair ? value.slice(i, i + 2) : value[i]!;
    if (pair) i++;
    const bytes =
      code >= 0xd800 && code <= 0xdfff && !pair
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        : [...Buffer.from(char, "utf8")];
    out += /^[A-Za-z0-9_.~-]$/.test(char)
      ? char
      : bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join("");
  }
  return out;
}

/** Percent-encodings that decode to nothing valid: bytes outside UTF-8, overlongs, truncated sequences, stray %. */
export const invalidEncodings = [
  "%FF",
  "%C0%AF",
  "%E0%A4%A",
  "%ED%A0%80",
  "%F4%90%80%80",
  "%80",
  "%",
  "%G0",
  "%%",
  "%C3",
];

/** A hostile value as raw URL text (query value or path segment), ready to put in an address as is. */
export const hostileRaw: fc.Arbitrary<string> = fc.oneof(
  hostileText.map(rawEncode),
  fc.constantFrom(...invalidEncodings),
  fc.tuple(fc.constantFrom(...invalidEncodings), hostileText.map(rawEncode)).map(([a, b]) => `${b.slice(0, 20)}${a}`),
);

/** A short hostile value as raw URL text (a long one would make the request line itself too long). */
export const hostileRawShort: fc.Arbitrary<string> = hostileRaw.filter((s) => s.length <= 2_000);

/** One query parameter sent one or more times with hostile values (repeated parameters become arrays). */
export const hostileQuery = (names: readonly string[]): fc.Arbitrary<string> =>
  fc
    .array(fc.tuple(fc.constantFrom(...names), fc.array(hostileRawShort, { minLength: 1, maxLength: 3 })), {
      minLength: 1,
      maxLength: 4,
    })
    .map((pairs) => pairs.flatMap(([name, values]) => values.map((v) => `${name}=${v}`)).join("&"));

/** A JSON body of the wrong shape: scalars, arrays, deep nesting, wrong types under the right keys. */
export const hostileJson = (keys: readonly string[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.dictionary(fc.constantFrom(...keys), fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileText), {
      maxKeys: keys.length,
    }),
    fc.constant(Array.from({ length: 2_000 }, () => ({}))),
    fc.constant(JSON.parse('{"__proto__":{"polluted":true}}')),
  );

/** One value of a multipart form field: text, raw bytes that are not UTF-8, or a file where text is expected. */
export type PartValue =
  | { kind: "text"; value: string }
  | { kind: "bytes"; value: Buffer }
  | { kind: "file"; name: string; type: string; value: Buffer };

const fileOf = (name: string, type: string, value: Buffer): PartValue => ({ kind: "file", name, type, value });

/** Files a form does not expect: empty, text named as a picture, a script, a name with controls, 1 MB of zeros. */
export const hostileFile: fc.Arbitrary<PartValue> = fc.constantFrom(
  fileOf("empty.pdf", "application/pdf", Buffer.alloc(0)),
  fileOf("photo.jpg", "image/jpeg", Buffer.from("not a picture")),
  fileOf("cv.pdf", "application/pdf", Buffer.from("%PDF-1.4 truncated")),
  fileOf("x.html", "text/html", Buffer.from("<script>alert(1)</script>")),
  fileOf("a\u0000b\u202e.pdf", "application/pdf", Buffer.from("%PDF-")),
  fileOf("../../etc/passwd", "text/plain", Buffer.from("root")),
  fileOf("zeros.bin", "application/octet-stream", Buffer.alloc(1024 * 1024)),
);

export const hostilePart: fc.Arbitrary<PartValue> = fc.oneof(
  { weight: 5, arbitrary: hostileText.map((value): PartValue => ({ kind: "text", value })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom([0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0x61, 0x00, 0x62], [0xe0, 0xa4])
      .map((bytes): PartValue => ({ kind: "bytes", value: Buffer.from(bytes) })),
  },
  { weight: 2, arbitrary: hostileFile },
);

/** A multipart/form-data body built byte by byte, so that it can carry what FormData cannot (invalid UTF-8). */
export function multipart(fields: Array<[string, PartValue]>): { body: Buffer; contentType: string } {
  const boundary = `----bad-input-${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  const quote = (s: string) => s.replace(/["\r\n\\]/g, "_");
  for (const [name, part] of fields) {
    const file = part.kind === "file" ? `; filename="${quote(part.name)}"\r\nContent-Type: ${part.type}` : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"${file}\r\n\r\n`));
    chunks.push(part.kind === "text" ? Buffer.from(part.value, "utf8") : part.value);
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Text that only a server error puts in a page: a stack trace, an engine's message, Next's bare error answer. */
export const internalErrorText =
  /\bat [\w$.<>]+ \(?[^)\s]*:\d+:\d+\)?|node_modules|PrismaClient|DriverAdapterError|invalid byte sequence|Internal Server Error|SyntaxError|TypeError|URIError|ECONNREFUSED/;

/** The seed and run count of fast-check properties over HTTP: few runs, and a seed printed with any failure. */
export function propertyRuns(numRuns: number): fc.Parameters<unknown> {
  const seed = Number(process.env.FC_SEED ?? 20_261_123);
  return { numRuns, seed, endOnFailure: true, verbose: 1 };
}
