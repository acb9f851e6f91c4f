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
