import { afterEach, describe, expect, it } from "vitest";
import { linkFiller, sealTokens } from "@/lib/mail/sealed-tokens";

// A queued mail's link tokens, kept apart from its bodies and sealed with a key derived from NEXTAUTH_SECRET:
// what the outbox stores holds no token, the worker gets every one back, and under another secret none.

const confirm = "Q2dUo1yv3pXbWm8r7Zk4sLhA0cNe5fTj";
const stop = "n7Hq-2Kd_9VwXe3RbYt6UoPz1MiLaGs4";
const bodies = {
  text: `Confirm: https://atrium.test/en/watches/?confirm=${confirm}\nStop: https://atrium.test/api/watches/unsubscribe/?token=${stop}`,
  html: `<a href="https://atrium.test/en/watches/?confirm=${confirm}">Confirm</a>`,
  listUnsubscribe: `https://atrium.test/api/watches/unsubscribe/?token=${stop}`,
};
const secret = process.env.NEXTAUTH_SECRET;

describe("sealed link tokens", () => {
  afterEach(() => {
    if (secret === undefined) delete process.env.NEXTAUTH_SECRET;
    else process.env.NEXTAUTH_SECRET = secret;
  });

  it("stores no token in the bodies nor in the sealed part, and gives every link back as it was", () => {
    const stored = sealTokens(bodies, [confirm, stop]);
    expect(JSON.stringify(stored)).not.toContain(confirm);
    expect(JSON.stringify(stored)).not.toContain(stop);
    expect(stored.sealed).toMatch(/^[\w-]+$/);
    const { opened, fill } = linkFiller(stored.sealed);
    expect(opened).toBe(true);
    expect(fill(stored.text)).toBe(bodies.text);
    expect(fill(stored.html)).toBe(bodies.html);
    expect(fill(stored.listUnsubscribe!)).toBe(bodies.listUnsubscribe);
  });

  it("seals nothing for a mail without tokens, and leaves its bodies as they are", () => {
    const stored = sealTokens({ text: "Merci", html: "<p>Merci</p>", listUnsubscribe: null }, []);
    expect(stored).toEqual({ text: "Merci", html: "<p>Merci</p>", listUnsubscribe: null, sealed: null });
    expect(linkFiller(null).fill("Merci {{link-0123456789ab-0}}")).toBe("Merci {{link-0123456789ab-0}}");
  });

  it("opens nothing under another NEXTAUTH_SECRET (a backup restored elsewhere): the links go without tokens", () => {
    process.env.NEXTAUTH_SECRET = "a".repeat(40);
    const stored = sealTokens(bodies, [confirm, stop]);
    process.env.NEXTAUTH_SECRET = "b".repeat(40);
    const { opened, fill } = linkFiller(stored.sealed);
    expect(opened).toBe(false);
    expect(fill(stored.listUnsubscribe!)).toBe("https://atrium.test/api/watches/unsubscribe/?token=");
    expect(fill(stored.text)).not.toMatch(/\{\{link-/);
  });

  it("fills no placeholder a visitor could have typed: the mark is drawn per mail", () => {
    const typed = "{{link-000000000000-0}}";
    const stored = sealTokens({ ...bodies, text: `${bodies.text}\n${typed}` }, [confirm]);
    expect(linkFiller(stored.sealed).fill(stored.text)).toContain(typed);
  });
});
