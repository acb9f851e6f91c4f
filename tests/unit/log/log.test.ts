import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { withClientAddress } from "@/lib/http/trusted-address.mjs";
import { createLogger, errorFields, withoutAddresses } from "@/lib/log.mjs";

// The log an operator reads: one JSON object per line, with level, time and the request's id, and no
// personal data even when a caller slips some in.

function capture(settings: { level?: string; format?: string } = {}) {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { logger: createLogger(settings, destination), lines };
}

const request = (remoteAddress: string) =>
  ({ socket: { remoteAddress }, headers: {} }) as unknown as import("node:http").IncomingMessage;

describe("the log", () => {
  it("writes one JSON line per event with its level, ISO time, host and fields", () => {
    const { logger, lines } = capture();
    logger.info({ event: "mail.run", sent: 3 }, "mail worker ran");
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({ level: "info", event: "mail.run", sent: 3, msg: "mail worker ran" });
    expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(line).toHaveProperty("hostname");
    expect(line).toHaveProperty("pid");
  });

  it("carries the id of the request the event happened in, and none outside a request", () => {
    const { logger, lines } = capture();
    withClientAddress(request("203.0.113.7"), 0, "request-42", () => logger.warn({ event: "limit.refused" }, "x"));
    logger.info({ event: "server.ready" }, "y");
    expect(JSON.parse(lines[0]!).requestId).toBe("request-42");
    expect(JSON.parse(lines[1]!)).not.toHaveProperty("requestId");
  });

  it("hides fields that hold personal data, wherever they sit", () => {
    const { logger, lines } = capture();
    logger.info({
      event: "oops",
      email: "marie@example.be",
      mail: { to: "jan@example.be", phone: "0470 12 34 56" },
      error: { details: { name: "Jan Peeters" } },
    });
    expect(lines[0]).not.toMatch(/example\.be|0470|Peeters/);
    expect(JSON.parse(lines[0]!).mail).toEqual({ to: "[hidden]", phone: "[hidden]" });
  });

  it("takes the addresses out of a text from elsewhere and of an error", () => {
    expect(withoutAddresses("550 5.1.1 <marie.dupont@example.be>: Recipient address rejected")).toBe(
      "550 5.1.1 <[address]>: Recipient address rejected",
    );
    expect(withoutAddresses("at file:///srv/site/node_modules/@prisma/client/runtime/client.js:12:3")).toBe(
      "at file:///srv/site/node_modules/@prisma/client/runtime/client.js:12:3",
    );
    expect(withoutAddresses("to Jan.De-Smet+huur@mail.example.co.uk, cc an@x.be")).toBe("to [address], cc [address]");
    const fields = errorFields(new Error("no mailbox jan@example.be"));
    expect(JSON.stringify(fields)).not.toContain("jan@example.be");
    expect(fields.error).toMatchObject({ type: "Error", message: "no mailbox [address]" });
  });

  it("writes readable lines when asked (npm run dev), and stays at or above its level", () => {
    const { logger, lines } = capture({ format: "pretty", level: "warn" });
    logger.info({ event: "quiet" }, "not shown");
    logger.warn({ event: "sync.ran" }, "CRM sync: 2 changed");
    expect(lines.join("\n")).not.toContain("not shown");
    expect(lines[0]).toMatch(/WARN.*CRM sync: 2 changed/);
    expect(() => JSON.parse(lines[0]!)).toThrow();
  });
});
