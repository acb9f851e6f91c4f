// Record ids in paths and forms: 1 to 9 digits (within PostgreSQL's integer), anything else is no id.
export function parseId(value: unknown): number | null {
  return typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

// Tokens of mailed links are base64url (lib/forms/newsletter.ts, lib/standing-search/register.ts). Anything
// else (a NUL byte, other characters, a very long value) names no record and never reaches the database,
// which refuses some of them with an error.
export function isToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{1,128}$/.test(value);
}

// Slugs and other names in paths (a city, a blog post, a team member, a thank-you page): up to 200
// characters and no control character. Anything else names no record and never reaches the database,
// which refuses a NUL byte with an error.
export function isSlug(value: unknown): value is string {
  return typeof value === "string" && /^[^\p{Cc}\p{Cs}]{1,200}$/u.test(value);
}
