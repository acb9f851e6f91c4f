import { describe, expect, it } from "vitest";
import { changesOf, differing, fromOtherSource, plain, rowOf, samePhotos } from "@/lib/content-sync/compare";

// How the sync tells a listing the source changed from one it left alone: what the site holds (decimals, dates)
// against what the record says (numbers, dates), so an unchanged record is reported "unchanged" and not written.

const decimal = (n: number) => ({ toNumber: () => n });
const photo = (url: string) => ({ sourceId: 1, url, width: 1600, height: 1067 });

describe("comparing what the site holds with what the source says", () => {
  it("reads a decimal as its number, a date as its time, a list as its JSON and nothing as null", () => {
    expect(plain(decimal(395_000))).toBe(395_000);
    expect(plain(new Date("2027-09-01T00:00:00Z"))).toBe("2027-09-01T00:00:00.000Z");
    expect(plain(["a", "b"])).toBe('["a","b"]');
    expect(plain(undefined)).toBeNull();
    expect(plain("Ixelles")).toBe("Ixelles");
  });

  it("names the columns that differ, and only those the source gives", () => {
    const stored = { price: decimal(420_000), city: "Ixelles", bedrooms: 3, notes: "staff's own" };
    expect(differing(stored, { price: 420_000, city: "Ixelles" })).toEqual([]);
    expect(differing(stored, { price: 395_000, city: "Ixelles", bedrooms: null })).toEqual(["price", "bedrooms"]);
  });

  it("lays a row out in the keys' order, for lists compared as JSON", () => {
    expect(rowOf({ url: "/a.pdf", title: "Plan", sizeBytes: decimal(10) }, ["title", "url", "sizeBytes"])).toEqual([
      "Plan",
      "/a.pdf",
      10,
    ]);
  });

  it("holds photos the same when their order, addresses and sizes are", () => {
    expect(samePhotos([photo("/1.webp"), photo("/2.webp")], [photo("/1.webp"), photo("/2.webp")])).toBe(true);
    expect(samePhotos([photo("/1.webp"), photo("/2.webp")], [photo("/2.webp"), photo("/1.webp")])).toBe(false);
    expect(samePhotos([photo("/1.webp")], [{ ...photo("/1.webp"), width: 800 }])).toBe(false);
  });

  const texts = (locale: string, title: string) => [{ locale, title }];
  const current = {
    price: decimal(420_000),
    translations: texts("fr", "Maison"),
    photos: [photo("/1.webp")],
  };

  it("finds nothing changed when columns, texts and photos are the same, and photos it could not have are kept", () => {
    const same = changesOf(current, { price: 420_000 }, texts("fr", "Maison"), null);
    expect(same).toEqual({ textsChanged: false, photosChanged: false, listsChanged: new Set(), anyChanged: false });
  });

  it("tells texts, photos and each list a file names apart; a list not named (null) is kept", () => {
    const changes = changesOf(current, { price: 420_000 }, texts("fr", "Belle maison"), [photo("/2.webp")], {
      documents: { had: [["a"]], wanted: [["b"]] },
      units: { had: [["u"]], wanted: null },
    });
    expect(changes).toEqual({
      textsChanged: true,
      photosChanged: true,
      listsChanged: new Set(["documents"]),
      anyChanged: true,
    });
    expect(changesOf(current, { price: 395_000 }, [], null).anyChanged).toBe(true);
    expect(changesOf(current, { price: 420_000 }, texts("nl", "Huis"), null).textsChanged).toBe(true);
  });

  it("refuses a record whose id another source or the site already holds, in the words of the report", () => {
    expect(fromOtherSource(4101, null, "crm")).toBeNull();
    expect(fromOtherSource(4101, { source: "crm" }, "crm")).toBeNull();
    expect(fromOtherSource(4101, { source: "files" }, "crm")).toEqual({
      outcome: "refused",
      problem: { field: "ID", problem: "4101 already comes from the files" },
    });
    expect(fromOtherSource(4101, { source: null }, "files")?.problem.problem).toBe("4101 already comes from the site");
  });
});
