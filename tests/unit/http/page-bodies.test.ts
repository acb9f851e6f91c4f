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
  it("reads a page's scripts and compresses it once, however often the same body is served", () => {
    const { store, read } = counted();
    const home = page("home");
    expect(store.hashes("/fr/", home)).toEqual([`'sha256-${home.length}'`]);
    const br = store.body("/fr/", home, "br");
    // Another answer of the same page: a new buffer with the same bytes.
    expect(store.hashes("/fr/", Buffer.from(home))).toEqual([`'sha256-${home.length}'`]);
    expect(store.body("/fr/", Buffer.from(home), "br")).toBe(br);
    expect(read).toEqual([home.toString()]);
    expect(zlib.brotliDecompressSync(br).equals(home)).toBe(true);
    expect(zlib.gunzipSync(store.body("/fr/", home, "gzip")).equals(home)).toBe(true);
  });

  it("keeps each page apart: a page drawn again at its address, of the same length, is read again", () => {
    const { store, read } = counted();
    store.body("/fr/a-vendre/", page("price 300 000"), "br");
    store.hashes("/fr/a-vendre/", page("price 280 000"));
    expect(read).toHaveLength(2);
    expect(zlib.brotliDecompressSync(store.body("/fr/a-vendre/", page("price 280 000"), "br")).toString()).toContain(
      "280 000",
    );
    // The same page at two addresses.
    store.hashes("/fr/a-vendre/?page=1", page("price 280 000"));
    expect(read).toHaveLength(3);
  });

  it("drops the least recently served pages beyond its limit of bytes", () => {
    const { store, read } = counted(3 * page("a").length);
    for (const text of ["a", "b", "c"]) store.hashes(`/${text}/`, page(text));
    store.hashes("/a/", page("a"));
    store.hashes("/d/", page("d"));
    expect(store.bytes).toBeLessThanOrEqual(3 * page("a").length);
    // "b" was the least recently served: read again; "a", "c" and "d" are still kept.
    for (const text of ["a", "c", "d", "b"]) store.hashes(`/${text}/`, page(text));
    expect(read.map((body) => /<p>(\w)</.exec(body)![1])).toEqual(["a", "b", "c", "d", "b"]);
  });

  it("keeps a page larger than its limit only while it is served", () => {
    const { store } = counted(10);
    store.body("/large/", page("large"), "br");
    store.hashes("/next/", page("next"));
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
