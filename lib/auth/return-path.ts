// Where the sign-in page sends an owner back to: only a path of this site, given relative ("/fr/…").
// Anything else ("//evil.example", "/\\evil.example", "https://…", "javascript:…", a control character)
// is dropped, so a crafted link cannot send a freshly signed-in owner to another site.

const base = "http://return.invalid";

/** The path and query to go back to, or null when `value` is not a plain path of this site. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2000 || !value.startsWith("/")) return null;
  if (value.startsWith("//") || value.includes("\\") || /\p{Cc}/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname.startsWith("/api/")) return null;
  return `${url.pathname}${url.search}`;
}
