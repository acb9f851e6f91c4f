import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { sharedSecret } from "@/lib/config";

// The tokens of a queued mail's links are kept apart from its bodies, encrypted: the stored html, text and
// List-Unsubscribe hold placeholders, and the worker fills them in as it sends. The key is derived from
// NEXTAUTH_SECRET, which lives in the servers' settings and never in the database, so neither a reading of
// the outbox nor a backup gives a working link away. A sent mail keeps only its placeholders.

export interface Bodies {
  html: string;
  text: string;
  listUnsubscribe: string | null;
}

const key = () => Buffer.from(hkdfSync("sha256", sharedSecret("NEXTAUTH_SECRET"), "", "atrium outbox link tokens", 32));

/** A placeholder a visitor cannot write into a mail: the mark is drawn per mail and stored only sealed. */
const placeholder = (mark: string, index: number) => `{{link-${mark}-${index}}}`;

function replaceAll(bodies: Bodies, swap: (body: string) => string): Bodies {
  return {
    html: swap(bodies.html),
    text: swap(bodies.text),
    listUnsubscribe: bodies.listUnsubscribe === null ? null : swap(bodies.listUnsubscribe),
  };
}

/** The bodies with each token replaced by a placeholder, and the tokens sealed; no tokens, nothing sealed. */
export function sealTokens(bodies: Bodies, tokens: readonly string[]): Bodies & { sealed: string | null } {
  if (tokens.length === 0) return { ...bodies, sealed: null };
  const mark = randomBytes(6).toString("hex");
  const hidden = replaceAll(bodies, (body) =>
    tokens.reduce((out, token, index) => out.split(token).join(placeholder(mark, index)), body),
  );
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const plain = Buffer.from(JSON.stringify({ mark, tokens }), "utf8");
  const sealed = Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return { ...hidden, sealed: sealed.toString("base64url") };
}

/** The tokens sealed under this server's key; null when they cannot be opened (another NEXTAUTH_SECRET). */
function openSealed(sealed: string): { mark: string; tokens: string[] } | null {
  try {
    const bytes = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key(), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const plain = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString("utf8")) as { mark: string; tokens: string[] };
  } catch {
    return null;
  }
}

/**
 * What fills a sealed mail's placeholders as the receiver gets them, its links working; `opened: false` when
 * the tokens could not be opened, and then every link goes without its token (its page says the link is
 * unknown, and how to ask again).
 */
export function linkFiller(sealed: string | null): { opened: boolean; fill: (body: string) => string } {
  if (sealed === null) return { opened: true, fill: (body) => body };
  const opened = openSealed(sealed);
  const pattern = /\{\{link-([0-9a-f]{12})-(\d+)\}\}/g;
  const fill = (body: string) =>
    body.replace(pattern, (match, mark: string, index: string) =>
      !opened ? "" : mark === opened.mark ? (opened.tokens[Number(index)] ?? "") : match,
    );
  return { opened: opened !== null, fill };
}
