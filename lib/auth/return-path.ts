// Where the sign-in page sends an owner back to: only a page of this site or an owner's download (/api/owner/…),
// given relative ("/fr/…").
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
  if (url.origin !== base) return null;
  // The API answers programs, but for the owner's own downloads (the visits' CSV), which send to sign-in and back.
  if (url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/owner/")) return null;
  return `${url.pathname}${url.search}`;
}
