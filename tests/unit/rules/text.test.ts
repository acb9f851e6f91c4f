import { describe, it, expect } from "vitest";
import { colon, truncateText } from "../../../lib/rules";

describe("truncateText", () => {
  it.each([
    ["shorter than the limit", "abc def", 10, "abc def"],
    ["exactly the limit", "abcdefghij", 10, "abcdefghij"],
    ["no space: hard cut", "abcdefghijklmno", 10, "abcdefghij…"],
    ["space at 80 % (index 8 of 10) is not past it: hard cut", "abcdefgh ijklmno", 10, "abcdefgh i…"],
    ["space at index 9 of 10 is past 80 %: word cut", "abcdefghi jklmno", 10, "abcdefghi…"],
    ["space early in the text: hard cut", "abc defghijklmno", 10, "abc defghi…"],
    ["space right after the limit keeps the full word", "abcdefgh ij klm", 11, "abcdefgh ij…"],
    [
      "space at index 40 of 50 is not past 80 %",
      `${"a".repeat(40)} ${"b".repeat(20)}`,
      50,
      `${"a".repeat(40)} ${"b".repeat(9)}…`,
    ],
    ["space at index 41 of 50 is past 80 %", `${"a".repeat(41)} ${"b".repeat(20)}`, 50, `${"a".repeat(41)}…`],
    ["trailing comma dropped", "abcdefgh, ijklmno", 10, "abcdefgh…"],
    ["trailing dot and space dropped", "abcdefg. hijklmno", 9, "abcdefg…"],
    ["trailing dash dropped", "abcdefghi - jk", 11, "abcdefghi…"],
  ])("%s", (_, text, limit, expected) => {
    expect(truncateText(text, limit)).toBe(expected);
  });

  it("defaults to 250 characters", () => {
    const words = "word ".repeat(60).trim();
    expect(words).toHaveLength(299);
    expect(truncateText(words)).toBe(`${"word ".repeat(49)}word…`);
    expect(truncateText("x".repeat(250))).toBe("x".repeat(250));
    expect(truncateText("x".repeat(251))).toBe(`${"x".repeat(250)}…`);
  });

  it.each([
    ["...", "abcdefghi jklmno", 10, "abcdefghi..."],
    ["", "abcdefghi jklmno", 10, "abcdefghi"],
  ])("custom ellipsis %j", (ellipsis, text, limit, expected) => {
    expect(truncateText(text, limit, ellipsis)).toBe(expected);
  });

  it("does not split a surrogate pair", () => {
    expect(truncateText("abcdefghi😀xyz", 10)).toBe("abcdefghi…");
  });
});

describe("colon", () => {
  it("puts a no-break space before a French colon only", () => {
    expect(colon("fr")).toBe("\u00A0:");
    expect(colon("fr-BE")).toBe("\u00A0:");
    for (const locale of ["en", "nl", "de"]) expect(colon(locale)).toBe(":");
  });
});
