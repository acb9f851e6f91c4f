import { describe, expect, it } from "vitest";
import { formatFileSize } from "@/lib/rules/file-size";

// A document's size as its reader writes it: French says ko and Mo (Intl's unit names, Belgian numbers).
const normal = (s: string) => s.replace(/[\u00A0\u202F]/g, " ");

describe("formatFileSize", () => {
  it.each([
    [300, { en: "1 kB", nl: "1 kB", fr: "1 ko", de: "1 kB" }],
    [512 * 1024, { en: "512 kB", nl: "512 kB", fr: "512 ko", de: "512 kB" }],
    [1.25 * 1024 * 1024, { en: "1,3 MB", nl: "1,3 MB", fr: "1,3 Mo", de: "1,3 MB" }],
  ] as const)("%s bytes", (bytes, expected) => {
    for (const [locale, text] of Object.entries(expected)) expect(normal(formatFileSize(bytes, locale))).toBe(text);
  });
});
