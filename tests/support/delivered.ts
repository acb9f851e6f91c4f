import { linkFiller } from "@/lib/mail/sealed-tokens";

type Stored = { text: string; html: string; listUnsubscribe: string | null; sealedTokens: string | null };

/** A stored mail as its receiver gets it: the worker fills in its links' tokens as it sends (lib/mail/sealed-tokens.ts). */
export function asDelivered<T extends Stored>(mail: T): T {
  const { fill } = linkFiller(mail.sealedTokens);
  const listUnsubscribe = mail.listUnsubscribe === null ? null : fill(mail.listUnsubscribe);
  return { ...mail, text: fill(mail.text), html: fill(mail.html), listUnsubscribe };
}
