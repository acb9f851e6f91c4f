import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { answeredBy, shapeAnswer, type ShapingStage } from "@/lib/server/stages.mjs";
import { rawGet } from "@/tests/support/raw-get";

// The one module that replaces a response's methods: the shaping stages see every answer's head, hold Next's
// answers they ask for, change their body before any encoder beneath them sees it, and are told once it is out.

let server: http.Server | undefined;
afterEach(() => server?.close());

/** Serves each request with `handle`; the answer of `path` as it came. */
async function served(handle: http.RequestListener, path = "/fr/") {
  server = http.createServer(handle);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return rawGet(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, path);
}

/** A stage writing what it sees into `seen`. */
const watching = (seen: string[]): ShapingStage => ({
  name: "watching",
  head: (_req, res, status, url) => {
    seen.push(`head ${status} ${url} ${String(res.getHeader("content-type"))}`);
    res.setHeader("X-Shaped", "yes");
  },
  holds: (_req, res) => String(res.getHeader("content-type")).startsWith("text/html"),
  whole: (_req, res, body) => {
    seen.push(`whole ${body.toString()}`);
    res.setHeader("X-Length-Held", body.length);
    return Buffer.from(body.toString().toUpperCase());
  },
  sent: (_req, res, body) => {
    seen.push(`sent ${body.toString()} ${res.headersSent}`);
  },
});

/** An encoder as the compression library is one: it replaces write and end, and calls on at once. */
const reversing: ShapingStage = {
  name: "reversing",
  encoder: () => (_req, res, next) => {
    const { end } = res;
    const chunks: Buffer[] = [];
    res.write = (chunk: Buffer) => chunks.push(Buffer.from(chunk)) > 0;
    res.end = function (this: http.ServerResponse, chunk?: unknown) {
      if (chunk) chunks.push(Buffer.from(chunk as Buffer));
      const reversed = Buffer.from(Buffer.concat(chunks).toString().split("").reverse().join(""));
      return end.call(this, reversed, "utf8");
    } as http.ServerResponse["end"];
    next();
  },
};

describe("shapeAnswer", () => {
  it("holds an HTML answer of Next's written in pieces, lets the stages change it, then encodes it beneath them", async () => {
    const seen: string[] = [];
    const answer = await served((req, res) => {
      req.url = "/rewritten/";
      shapeAnswer(req, res, [watching(seen), reversing]).toNext(() => {
        res.setHeader("Content-Type", "text/html");
        res.write("<p>");
        res.write(new TextEncoder().encode("page"));
        res.end("</p>");
      });
    });
    expect(answer.body.toString()).toBe(">P/<EGAP>P<");
    expect(answer.headers["x-shaped"]).toBe("yes");
    expect(answer.headers["x-length-held"]).toBe("11");
    expect(seen).toEqual(["whole <p>page</p>", "head 200 /rewritten/ text/html", "sent <p>page</p> true"]);
  });

  it("gives the stages the headers handed to writeHead, and the address as the request came", async () => {
    const seen: string[] = [];
    const answer = await served((req, res) => {
      shapeAnswer(req, res, [watching(seen)]).toNext(() => {
        req.url = "/somewhere-else/";
        res.writeHead(201, { "Content-Type": "text/plain" }).end("plain");
      });
    }, "/asked/?q=1");
    expect(answer.status).toBe(201);
    expect(answer.body.toString()).toBe("plain");
    expect(seen).toEqual(["head 201 /asked/?q=1 text/plain"]);
  });

  it("shapes the head of an answer given before Next, but neither holds nor encodes it", async () => {
    const seen: string[] = [];
    const answer = await served((req, res) => {
      shapeAnswer(req, res, [watching(seen), reversing]);
      res.setHeader("Content-Type", "text/html");
      res.end("<p>a stage's</p>");
    });
    expect(answer.body.toString()).toBe("<p>a stage's</p>");
    expect(answer.headers["x-shaped"]).toBe("yes");
    expect(seen).toEqual(["head 200 /fr/ text/html"]);
  });
});

describe("answeredBy", () => {
  it("runs the stages in order until one answers", async () => {
    const asked: string[] = [];
    const stage = (name: string, answers: boolean) => ({
      name,
      answers: (_req: http.IncomingMessage, res: http.ServerResponse) => {
        asked.push(name);
        if (answers) res.end(name);
        return answers;
      },
    });
    const answer = await served((req, res) => {
      if (!answeredBy([stage("health", false), stage("robots", true), stage("kept", true)], req, res)) res.end("Next");
    });
    expect(answer.body.toString()).toBe("robots");
    expect(asked).toEqual(["health", "robots"]);
  });
});
