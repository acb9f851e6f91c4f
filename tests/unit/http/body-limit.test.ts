import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bodyLimit, withinBodyLimit } from "@/lib/http/body-limit.mjs";
import { ACTION_BODY_LIMIT_MB } from "@/lib/routes/manifest.mjs";
import { rawSend } from "@/tests/support/raw-send";

// The body limits server.mjs applies before Next (lib/http/body-limit.mjs), on a server of the test's own
// whose handler reads the body as Next would: a body over its limit is answered 413 before the handler
// sees any of it, declared (Content-Length) or streamed (chunked); one at the limit reaches it whole.
// The site's own routes are in tests/e2e/body-limits.spec.ts.

const MB = 1024 * 1024;
let origin = "";
let handled: string[] = [];
const server = http.createServer(async (req, res) => {
  if (!withinBodyLimit(req, res)) return;
  let read = 0;
  try {
    for await (const chunk of req) read += (chunk as Buffer).length;
  } catch {
    // As Next does when the body it waits for is cut off: it answers the error (into nothing, by then).
    handled.push(`${req.url} cut`);
    res.writeHead(400).end("cut");
    return;
  }
  handled.push(`${req.url} ${read}`);
  res.end(`read ${read}`);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("bodyLimit", () => {
  it.each([
    ["POST", "/api/views/12/", 0],
    ["POST", "/api/auth/callback/credentials", 8 * 1024],
    ["POST", "/api/consent/", 4 * 1024],
    ["POST", "/api/revalidate/", 16 * 1024],
    ["PATCH", "/api/staff/properties/", MB],
    ["POST", "/api/watches/unsubscribe/", 1024],
    ["POST", "/api/suggest/", 0],
    ["POST", "/fr/contact/", ACTION_BODY_LIMIT_MB * MB],
    ["PUT", "/anything/", ACTION_BODY_LIMIT_MB * MB],
    ["GET", "/fr/contact/", 0],
    ["HEAD", "/api/consent/", 0],
  ])("%s %s: %i bytes", (method, path, limit) => {
    expect(bodyLimit(method, path)).toBe(limit);
  });

  it("lets the largest upload through, with room for the form's other fields", () => {
    expect(bodyLimit("POST", "/en/contact/")).toBeGreaterThan(5 * MB + 64 * 1024);
  });
});

describe.each([false, true])("withinBodyLimit (chunked: %s)", (chunked) => {
  const send = (path: string, size: number, method = "POST", unfinished = false) =>
    rawSend(origin, path, { method, body: Buffer.alloc(size, 32), chunked, unfinished: chunked && unfinished });

  it("passes a body at its family's limit whole to the handler", async () => {
    handled = [];
    expect((await send("/api/consent/", 4096)).status).toBe(200);
    expect((await send("/fr/contact/", ACTION_BODY_LIMIT_MB * MB)).body.toString()).toBe(
      `read ${ACTION_BODY_LIMIT_MB * MB}`,
    );
    expect(handled).toEqual(["/api/consent/ 4096", `/fr/contact/ ${ACTION_BODY_LIMIT_MB * MB}`]);
  });

  it("answers a body one byte over its limit 413, short and private", async () => {
    handled = [];
    for (const [path, size, method] of [
      ["/api/consent/", 4097, "POST"],
      ["/api/views/1/", 1, "POST"],
      ["/api/suggest/?q=a", 1, "GET"],
      ["/fr/contact/", ACTION_BODY_LIMIT_MB * MB + 1, "POST"],
    ] as const) {
      // Streamed, the end is never sent: the answer comes while the body still arrives.
      const answer = await send(path, size, method, true);
      expect(answer.status, path).toBe(413);
      expect(answer.body.toString()).toBe("Request body too large.\n");
      expect(answer.headers["cache-control"]).toBe("private, no-store");
    }
    // Declared too large, or streamed where no body is allowed, the handler never ran; streamed past a
    // limit, it found the body cut off there, and nothing it answered was sent (the answers above are 413).
    if (!chunked) expect(handled).toEqual([]);
    else await vi.waitFor(() => expect(handled).toEqual(["/api/consent/ cut", "/fr/contact/ cut"]));
  });
});
