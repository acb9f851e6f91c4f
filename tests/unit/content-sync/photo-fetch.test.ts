import { createHash } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { encodePhoto, fetchPhoto, PhotoProblem, type EncodedPhoto } from "@/lib/content-sync/photo-fetch";

const allowedHosts = ["media.crm.example", "127.0.0.1:3900"];

/** A fetch answering `respond` for every request, recording what was asked. */
function fakeFetch(respond: (url: URL) => Response = () => new Response(new Uint8Array([1, 2, 3]))) {
  return vi.fn(async (input: string | URL | Request) => respond(new URL(String(input))));
}

/** A body of `chunks` chunks of 1 kB, counting how many were pulled. */
function countedBody(chunks: number) {
  const pulled = { count: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.count === chunks) return controller.close();
      pulled.count++;
      controller.enqueue(new Uint8Array(1024));
    },
    cancel() {
      pulled.cancelled = true;
    },
  });
  return { stream, pulled };
}

const picture = (width = 40, height = 30) => sharp({ create: { width, height, channels: 3, background: "#b5651d" } });

describe("fetchPhoto", () => {
  it("returns the bytes of a photo on an allowed host, whatever the case of its name", async () => {
    const fetch = fakeFetch();
    const bytes = await fetchPhoto("https://MEDIA.crm.example/p/1.jpg", { allowedHosts, fetch });
    expect(bytes).toEqual(Buffer.from([1, 2, 3]));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("matches a host named with its port on that port only", async () => {
    const fetch = fakeFetch();
    expect(await fetchPhoto("http://127.0.0.1:3900/media/a.jpg", { allowedHosts, fetch })).toBeInstanceOf(Buffer);
    const other = await fetchPhoto("http://127.0.0.1:4000/media/a.jpg", { allowedHosts, fetch });
    expect(other).toBeInstanceOf(PhotoProblem);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["https://evil.example/p.jpg", "evil.example is not one of the allowed photo hosts (CRM_MEDIA_HOSTS)"],
    ["https://media.crm.example.evil.example/p.jpg", "is not one of the allowed photo hosts"],
    ["https://sub.media.crm.example/p.jpg", "is not one of the allowed photo hosts"],
    ["ftp://media.crm.example/p.jpg", "ftp is not http or https"],
    ["file:///etc/passwd", "file is not http or https"],
    ["photos/front.jpg", "it is not a web address"],
  ])("refuses %s without any request", async (address, reason) => {
    const fetch = fakeFetch();
    const result = await fetchPhoto(address, { allowedHosts, fetch });
    expect(result).toBeInstanceOf(PhotoProblem);
    expect((result as PhotoProblem).reason).toContain(reason);
    expect((result as PhotoProblem).reason).toMatch(/^The photo .* was not taken: /);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("follows a redirect only to an allowed host", async () => {
    const fetch = fakeFetch((url) =>
      url.pathname === "/moved"
        ? new Response(null, { status: 302, headers: { location: "https://tracker.example/p.jpg" } })
        : new Response("photo"),
    );
    const result = await fetchPhoto("https://media.crm.example/moved", { allowedHosts, fetch });
    expect((result as PhotoProblem).reason).toContain("tracker.example is not one of the allowed photo hosts");
    expect(fetch).toHaveBeenCalledTimes(1);
    const ok = fakeFetch((url) =>
      url.pathname === "/moved"
        ? new Response(null, { status: 301, headers: { location: "/p.jpg" } })
        : new Response("photo"),
    );
    expect(await fetchPhoto("https://media.crm.example/moved", { allowedHosts, fetch: ok })).toEqual(
      Buffer.from("photo"),
    );
  });

  it("stops reading past the byte cap", async () => {
    const { stream, pulled } = countedBody(1000);
    const fetch = fakeFetch(() => new Response(stream));
    const result = await fetchPhoto("https://media.crm.example/big.jpg", { allowedHosts, fetch, maxBytes: 10 * 1024 });
    expect((result as PhotoProblem).reason).toContain("it is larger than 10 kB");
    expect(pulled.count).toBeLessThan(15);
    expect(pulled.cancelled).toBe(true);
  });

  it("refuses a Content-Length over the cap before reading, and takes a photo exactly at the cap", async () => {
    const { stream, pulled } = countedBody(1000);
    const big = fakeFetch(() => new Response(stream, { headers: { "content-length": String(26 * 1024 * 1024) } }));
    const result = await fetchPhoto("https://media.crm.example/big.jpg", { allowedHosts, fetch: big });
    expect((result as PhotoProblem).reason).toContain("it is larger than 25 MB");
    expect(pulled.count).toBeLessThanOrEqual(1);
    const exact = fakeFetch(() => new Response(countedBody(10).stream));
    const bytes = await fetchPhoto("https://media.crm.example/ok.jpg", { allowedHosts, fetch: exact, maxBytes: 10240 });
    expect((bytes as Buffer).length).toBe(10240);
  });

  it("reports a status other than 200, a failed connection and a timeout", async () => {
    const missing = fakeFetch(() => new Response("gone", { status: 404 }));
    const notFound = await fetchPhoto("https://media.crm.example/x.jpg", { allowedHosts, fetch: missing });
    expect((notFound as PhotoProblem).reason).toContain("the server answered HTTP status 404");
    const refused = vi.fn(async () => Promise.reject(new TypeError("fetch failed")));
    const down = await fetchPhoto("https://media.crm.example/x.jpg", { allowedHosts, fetch: refused });
    expect((down as PhotoProblem).reason).toContain("it could not be fetched (fetch failed)");
    vi.useFakeTimers();
    try {
      const hanging = vi.fn(
        (_: unknown, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener("abort", () => reject(new Error())),
          ),
      );
      const result = fetchPhoto("https://media.crm.example/x.jpg", { allowedHosts, fetch: hanging, timeoutMs: 20_000 });
      await vi.advanceTimersByTimeAsync(20_000);
      expect(((await result) as PhotoProblem).reason).toContain("it did not arrive within 20 s");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("encodePhoto", () => {
  it("re-encodes a JPEG as WebP without its EXIF and GPS, turned as its orientation said", async () => {
    const original = await picture(40, 30)
      .jpeg()
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "Pocket 12" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "50/1 50/1 12/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "4/1 21/1 5/1",
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(original).metadata();
    expect(before.exif?.toString("hex")).toContain("2588"); // the GPS IFD pointer, tag 0x8825
    expect(before.orientation).toBe(6);

    const photo = (await encodePhoto(original)) as EncodedPhoto;
    const after = await sharp(photo.bytes).metadata();
    expect(after.format).toBe("webp");
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(photo.bytes.includes("PhoneMaker")).toBe(false);
    expect([photo.width, photo.height, after.width, after.height]).toEqual([30, 40, 30, 40]);
    expect(photo.hash).toBe(createHash("sha256").update(original).digest("hex"));
  });

  it("takes PNG and WebP, and brings the long side down to 2000 px", async () => {
    const png = (await encodePhoto(await picture(3000, 1200).png().toBuffer())) as EncodedPhoto;
    expect([png.width, png.height]).toEqual([2000, 800]);
    const webp = (await encodePhoto(await picture(600, 900).webp().toBuffer())) as EncodedPhoto;
    expect([webp.width, webp.height]).toEqual([600, 900]);
    expect((await sharp(webp.bytes).metadata()).format).toBe("webp");
  });

  it("recognises the same photo by the hash of its original bytes", async () => {
    const original = await picture().png().toBuffer();
    const [a, b] = (await Promise.all([encodePhoto(original), encodePhoto(Buffer.from(original))])) as EncodedPhoto[];
    expect(a!.hash).toBe(b!.hash);
    const other = (await encodePhoto(await picture(41, 30).png().toBuffer())) as EncodedPhoto;
    expect(other.hash).not.toBe(a!.hash);
  });

  it.each([
    ["a text file (named front.jpg)", () => Buffer.from("This is not a photo, whatever its name says.\n")],
    ["a truncated JPEG", async () => (await picture().jpeg().toBuffer()).subarray(0, 200)],
  ])("refuses %s as not a picture", async (_, make) => {
    const result = await encodePhoto(await make());
    expect(result).toBeInstanceOf(PhotoProblem);
    expect((result as PhotoProblem).reason).toMatch(/not a picture|could not be decoded/);
  });

  it.each([
    [
      "svg",
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
    ],
    ["gif", () => picture().gif().toBuffer()],
    ["tiff", () => picture().tiff().toBuffer()],
  ])("refuses a %s picture", async (format, make) => {
    const result = await encodePhoto(await make());
    expect((result as PhotoProblem).reason).toBe(`The file is a ${format} picture; only JPEG, PNG and WebP are taken.`);
  });
});
