import http from "node:http";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { keptEncoding, PageBodies } from "@/lib/http/page-bodies.mjs";

// What is kept of a page served from Next's cache (lib/http/page-bodies.mjs): its script hashes and compressed
// bodies, worked out once per page body, within a limit of bytes.

const page = (text: string) => Buffer.from(`<html><body><p>${text}</p><script>go()</script></body></html>`);

/** A store whose hashing counts the pages it was asked to read. */
function counted(limit?: number) {
  const read: string[] = [];
  const store = new PageBodies((body) => {
    read.push(body.toString());
    return [`'sha256-${body.length}'`];
  }, limit);
  return { store, read };
}

describe("PageBodies", () => {
  it("reads a page's scripts once, and compresses it once from its second answer on", () => {
    const { store, read } = counted();
    const home = page("home");
    // The first answer: hashed, and left to the compression library's fast level.
    expect(store.answer("/fr/", home, "br")).toEqual({ hashes: [`'sha256-${home.length}'`], body: null });
    // Other answers of the same page (a new buffer with the same bytes): compressed once and kept.
    const second = store.answer("/fr/", Buffer.from(home), "br");
    expect(second.hashes).toEqual([`'sha256-${home.length}'`]);
    expect(zlib.brotliDecompressSync(second.body!).equals(home)).toBe(true);
    expect(store.answer("/fr/", Buffer.from(home), "br").body).toBe(second.body);
    expect(zlib.gunzipSync(store.answer("/fr/", home, "gzip").body!).equals(home)).toBe(true);
    expect(store.answer("/fr/", home, null).body).toBeNull();
    expect(read).toEqual([home.toString()]);
  });

  it("keeps each page apart: a page drawn again at its address, of the same length, is read again", () => {
    const { store, read } = counted();
    store.answer("/fr/a-vendre/", page("price 300 000"), "br");
    store.answer("/fr/a-vendre/", page("price 300 000"), "br");
    expect(store.answer("/fr/a-vendre/", page("price 280 000"), "br").body).toBeNull();
    const again = store.answer("/fr/a-vendre/", page("price 280 000"), "br").body!;
    expect(zlib.brotliDecompressSync(again).toString()).toContain("280 000");
    // The same page at another address.
    store.answer("/fr/a-vendre/?page=1", page("price 280 000"), "br");
    expect(read).toHaveLength(3);
  });

  it("drops the least recently served pages beyond its limit of bytes", () => {
    const { store, read } = counted(3 * page("a").length);
    const serve = (text: string) => store.answer(`/${text}/`, page(text), null);
    for (const text of ["a", "b", "c", "a", "d"]) serve(text);
    expect(store.bytes).toBeLessThanOrEqual(3 * page("a").length);
    // "b" was the least recently served: read again; "a", "c" and "d" are still kept.
    for (const text of ["a", "c", "d", "b"]) serve(text);
    expect(read.map((body) => /<p>(\w)</.exec(body)![1])).toEqual(["a", "b", "c", "d", "b"]);
  });

  it("keeps a page larger than its limit only while it is served", () => {
    const { store } = counted(10);
    store.answer("/large/", page("large"), "br");
    store.answer("/large/", page("large"), "br");
    store.answer("/next/", page("next"), "br");
    expect(store.bytes).toBe(page("next").length);
  });
});

describe("keptEncoding", () => {
  const request = (method: string, accept?: string) =>
    ({ method, headers: accept === undefined ? {} : { "accept-encoding": accept } }) as http.IncomingMessage;

  it("chooses Brotli, then gzip, as the compression library does, and nothing for a HEAD or another coding", () => {
    expect(keptEncoding(request("GET", "gzip, deflate, br"))).toBe("br");
    expect(keptEncoding(request("GET", "gzip, deflate"))).toBe("gzip");
    expect(keptEncoding(request("GET", "br;q=0.5, gzip"))).toBe("gzip");
    expect(keptEncoding(request("GET", "deflate"))).toBeNull();
    expect(keptEncoding(request("GET", "identity"))).toBeNull();
    expect(keptEncoding(request("GET"))).toBeNull();
    expect(keptEncoding(request("HEAD", "br, gzip"))).toBeNull();
  });
});
