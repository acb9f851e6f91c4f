import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";

// The limits' counter keys: an HMAC with RATE_LIMIT_SECRET, or with a random secret of the process.

async function freshModule(secret: string | undefined) {
  vi.resetModules();
  vi.stubEnv("RATE_LIMIT_SECRET", secret ?? "");
  delete (globalThis as { __drawnSecrets?: unknown }).__drawnSecrets;
  return import("@/lib/forms/rate-limit");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("limitKey", () => {
  it("is the HMAC-SHA256 of the subject with the configured secret, e-mails without case", async () => {
    const secret = "s".repeat(32);
    const { limitKey } = await freshModule(secret);
    const hmac = (text: string) => createHmac("sha256", secret).update(text).digest("base64url");
    expect(limitKey({ address: "203.0.113.7" })).toBe(hmac("address:203.0.113.7"));
    expect(limitKey({ email: " Marie@Example.BE" })).toBe(hmac("email:marie@example.be"));
    expect(limitKey({ address: "203.0.113.7" })).not.toBe(limitKey({ email: "203.0.113.7" }));
  });

  it("uses a random secret of its own when none is configured, so nobody can compute a key", async () => {
    const first = (await freshModule(undefined)).limitKey({ address: "203.0.113.7" });
    const second = (await freshModule(undefined)).limitKey({ address: "203.0.113.7" });
    expect(first).not.toBe(second);
    const unkeyed = createHmac("sha256", "").update("address:203.0.113.7").digest("base64url");
    expect([first, second]).not.toContain(unkeyed);
  });
});
