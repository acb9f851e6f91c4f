import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildFilesStage, PRECOMPRESSED_MARK, precompressedFiles } from "@/lib/http/precompressed.mjs";
import { rawGet } from "@/tests/support/raw-get";
import { captureLog } from "@/tests/support/log";

// The build's files sent as scripts/dev/precompress.mjs stored them, on a build folder made for each test.

const script = Buffer.from("console.log('a script of the build');\n".repeat(20));
let build: string;

beforeEach(() => {
  build = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
  fs.mkdirSync(path.join(build, "static", "chunks"), { recursive: true });
  fs.writeFileSync(path.join(build, "BUILD_ID"), "build-2");
  const file = path.join(build, "static", "chunks", "app.js");
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
});
afterEach(() => fs.rmSync(build, { recursive: true, force: true }));

/** Asks a server running `handler` for a path; the answer as it came (headers and raw body). */
async function ask(handler: NonNullable<ReturnType<typeof precompressedFiles>>, url: string, accept: string) {
  const server = http.createServer((req, res) => handler(req, res, () => res.writeHead(404).end("left to Next")));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await rawGet(`http://127.0.0.1:${port}`, url, { "accept-encoding": accept });
  } finally {
    server.close();
  }
}

describe("precompressedFiles", () => {
  it("sends the stored Brotli or gzip file as the request accepts, or the file itself", async () => {
    fs.writeFileSync(path.join(build, PRECOMPRESSED_MARK), "build-2");
    const handler = precompressedFiles(build)!;
    const url = "/_next/static/chunks/app.js";

    const br = await ask(handler, url, "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toBe("Accept-Encoding");
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(zlib.brotliDecompressSync(br.body).equals(script)).toBe(true);

    const gz = await ask(handler, url, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).equals(script)).toBe(true);

    const plain = await ask(handler, url, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);
  });

  it("leaves a path the build does not hold, or one outside its folder, to the next handler", async () => {
    fs.writeFileSync(path.join(build, PRECOMPRESSED_MARK), "build-2");
    fs.writeFileSync(path.join(build, "secret.txt"), "not a file of static/");
    const handler = precompressedFiles(build)!;
    for (const url of [
      "/_next/static/chunks/other.js",
      "/_next/static/../secret.txt",
      "/_next/static/%2e%2e/secret.txt",
    ]) {
      const answer = await ask(handler, url, "br");
      expect(answer.status, url).toBe(404);
      expect(answer.body.toString(), url).toBe("left to Next");
    }
  });

  it("is off, saying so, for a build not precompressed or precompressed for another build", () => {
    const warn = captureLog("warn");
    expect(precompressedFiles(build)).toBeNull();
    fs.writeFileSync(path.join(build, PRECOMPRESSED_MARK), "build-1");
    expect(precompressedFiles(build)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toEqual({ event: "build.uncompressed" });
    expect(warn.mock.calls[0]![1]).toContain("npm run build");
    warn.mockRestore();
  });
});

describe("buildFilesStage", () => {
  /** Asks a server running the stage (404 "left to Next" otherwise). */
  async function askStage(dev: boolean, url: string, method = "GET") {
    const stage = buildFilesStage({ dev }, build);
    const server = http.createServer((req, res) => {
      if (!stage.answers(req, res)) res.writeHead(404).end("left to Next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${url}`, { method });
      return { status: response.status, allow: response.headers.get("allow"), body: await response.text() };
    } finally {
      server.close();
    }
  }

  it("sends a file the build holds, refuses other methods than GET and HEAD, and leaves the rest to Next", async () => {
    fs.writeFileSync(path.join(build, PRECOMPRESSED_MARK), "build-2");
    expect((await askStage(false, "/_next/static/chunks/app.js")).body).toBe(script.toString());
    // Next answered a POST to one of its files with a 500.
    expect(await askStage(false, "/_next/static/chunks/app.js", "POST")).toMatchObject({
      status: 405,
      allow: "GET, HEAD",
    });
    expect((await askStage(false, "/_next/static/chunks/other.js")).body).toBe("left to Next");
    expect((await askStage(false, "/fr/")).body).toBe("left to Next");
  });

  it("leaves every file to Next in development, and without the build's precompressed files", async () => {
    expect((await askStage(true, "/_next/static/chunks/app.js")).body).toBe("left to Next");
    const warn = captureLog("warn");
    expect((await askStage(false, "/_next/static/chunks/app.js")).body).toBe("left to Next");
    warn.mockRestore();
  });
});
