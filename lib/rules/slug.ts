// Letters that Unicode does not decompose into a base letter plus a mark.
const unsplittable: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th" };

// German writes an umlaut without its dots as the vowel plus e (the site's German paths do: "eigentuemerportal").
const germanUmlauts: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue" };

/** A name as a path segment; `locale` "de" spells umlauts as German readers do ("möbliert" → "moebliert"). */
export function slugify(name: string, locale?: string): string {
  const lower = name.toLowerCase();
  return (locale === "de" ? lower.replace(/[äöü]/g, (c) => germanUmlauts[c]!) : lower)
    .replace(/[ßæœøłđðþ]/g, (c) => unsplittable[c] ?? c)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
