import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { robotsStage } from "@/lib/http/robots-route.mjs";
import { siteUrlOf } from "@/lib/config/core.mjs";

// /robots.txt as server.mjs answers it, on a server given a public address: what is not its path goes on to Next.

let server: http.Server;
let base: string;

beforeAll(async () => {
  const robots = robotsStage(siteUrlOf({ SITE_URL: "https://www.atrium-immo.example/" }));
  server = http.createServer((req, res) => {
    if (!robots.answers(req, res)) res.writeHead(404).end("left to Next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe("robotsStage", () => {
  it("opens the site but the API to crawlers and names the sitemap at the configured address", async () => {
    const response = await fetch(`${base}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe(
      "User-Agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://www.atrium-immo.example/sitemap.xml\n",
    );
  });

  it("answers HEAD without a body, and refuses other methods", async () => {
    const head = await fetch(`${base}/robots.txt`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
    expect(await head.text()).toBe("");
    const post = await fetch(`${base}/robots.txt`, { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("leaves every other path to Next, a query string on robots.txt not", async () => {
    expect((await fetch(`${base}/robots.txt/`)).status).toBe(404);
    expect((await fetch(`${base}/fr/robots.txt`)).status).toBe(404);
    expect((await fetch(`${base}/robots.txt?v=2`)).status).toBe(200);
  });
});
