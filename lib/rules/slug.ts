// Letters that Unicode does not decompose into a base letter plus a mark.
const unsplittable: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th" };

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[ßæœøłđðþ]/g, (c) => unsplittable[c] ?? c)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
