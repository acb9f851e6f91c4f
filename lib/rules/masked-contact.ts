// How a visitor who wrote about a property is named to its owner: first name and the initial of the
// last name ("Marie D."), never the full name, address or e-mail.

const clean = (text: unknown): string => (typeof text === "string" ? text.trim().replace(/\s+/g, " ") : "");

export function maskedContact(firstName: unknown, lastName: unknown): string | null {
  const first = clean(firstName);
  const initial = Array.from(clean(lastName))[0];
  if (!first) return initial ? `${initial.toLocaleUpperCase()}.` : null;
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}
