// An e-mail address named inside text someone else wrote (the friend a property was sent to, an address typed
// in a message, a mail's body): found only as a whole address, compared as look-ups compare it
// (lib/rules/identifier.ts), so "ba@b.be" does not name "a@b.be" and "A@B.BE" does.

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** What replaces an erased address in text that is kept. */
export const ERASED = "[erased]";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Not preceded by a character of an address's local part, not followed by one of a domain's (a final "."
// ends a sentence).
const pattern = (key: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}._%+-])${escaped(key)}(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}])`, "giu");

/** Whether the text names the address whose key (normaliseIdentifier) this is. */
export function namesAddress(text: string, key: string): boolean {
  return key !== "" && pattern(key).test(text.normalize("NFKC"));
}

/** The text with each naming of the address replaced by ERASED. */
export function withoutAddress(text: string, key: string): string {
  return namesAddress(text, key) ? text.normalize("NFKC").replace(pattern(key), ERASED) : text;
}

/** The paths ("friendEmail", "rows.2") of the strings in a JSON value that name the address. */
export function mentionsIn(value: Json, key: string, path = ""): string[] {
  if (typeof value === "string") return namesAddress(value, key) ? [path] : [];
  if (value === null || typeof value !== "object") return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return entries.flatMap(([name, v]) => mentionsIn(v, key, path ? `${path}.${name}` : name));
}

/** The JSON value with the address erased from every string in it. */
export function withoutMentions(value: Json, key: string): Json {
  if (typeof value === "string") return withoutAddress(value, key);
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => withoutMentions(v, key));
  return Object.fromEntries(Object.entries(value).map(([name, v]) => [name, withoutMentions(v, key)]));
}
