// How a username or an e-mail address is compared: the form every look-up and every stored key column
// takes, so that the column and what a visitor types agree (the database compares them with `=`, never a
// pattern). The migration that added the key columns computes the same in SQL for the rows it found.

/** Compatibility-normalised (NFKC: "ｏ" and "o" are one letter), trimmed, in lower case. */
export function normaliseIdentifier(text: string): string {
  return text.normalize("NFKC").trim().toLowerCase();
}

/** The key columns of an owner: whoever writes an owner's username or e-mail writes these with them. */
export const ownerKeys = (owner: { username: string; email: string }) => ({
  usernameKey: normaliseIdentifier(owner.username),
  emailKey: normaliseIdentifier(owner.email),
});
