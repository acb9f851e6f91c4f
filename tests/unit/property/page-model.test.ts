import { describe, expect, it } from "vitest";
import { propertyPageModel, publishedAddress } from "@/lib/property/page-model";
import type { PropertyDetail } from "@/lib/types/property";
import { propertyDetail } from "./fixture";

const texts = { box: "box", marquee: (key: string) => `marquee:${key}`, shareMessage: "A villa in Woluwe" };
const url = "https://example.be/en/for-sale/woluwe-saint-pierre/villa-with-garden/3/";
const model = (overrides: Partial<PropertyDetail> = {}) =>
  propertyPageModel(propertyDetail(overrides), { locale: "en", url, texts });

describe("propertyPageModel", () => {
  it("offers a Belgian property for sale on the market: price, cost estimate, visits and an offer", () => {
    const page = model();
    expect(page).toMatchObject({
      goal: "sale",
      closed: null,
      marqueeName: null,
      address: "Avenue Orban 96, 1150 Woluwe-Saint-Pierre",
      costRegion: "brussels",
      bookable: true,
      visits: true,
      applyHref: null,
    });
    expect(page.price).toBe("€1,250,000");
    expect(page.offerHref).toMatch(/\?property=3$/);
    expect(page.keyFigures).toEqual([
      { figure: "bedrooms", value: 5 },
      { figure: "bathrooms", value: 3 },
      { figure: "livingArea", value: 320 },
    ]);
    expect(page.streetView).toContain("viewpoint=50.8395,4.4188");
    expect(page.share.map((l) => l.network)).toEqual(["email", "whatsapp", "facebook", "linkedin"]);
    expect(page.share[0]!.href).toContain(encodeURIComponent(url));
  });

  it("closes a sold property: banner, no visits, no offer, no cost estimate", () => {
    const page = model({ status: "SOLD", marquee: 3 });
    expect(page).toMatchObject({ closed: "sold", visits: false, bookable: false, offerHref: null, costRegion: null });
    expect(page.marqueeName).toBe("marquee:sold");
    expect(page.price).toBe("marquee:sold");
  });

  it("lets a rental under option be asked about, not booked or applied for", () => {
    const page = model({ goal: 1, status: "UNDER_OPTION", price: 1450 });
    expect(page).toMatchObject({ goal: "rent", closed: null, bookable: false, visits: true, offerHref: null });
    expect(page.applyHref).toBeNull();
    expect(model({ goal: 1 }).applyHref).toMatch(/\?property=3$/);
  });

  it("gives no cost estimate outside Belgium or for a viager", () => {
    const luxembourg = propertyDetail().address;
    expect(model({ address: { ...luxembourg, countryId: 50 } }).costRegion).toBeNull();
    const viager = {
      type: "OCCUPIED",
      indexed: true,
      head1Age: 80,
      head1Sex: "FEMALE",
      head2Age: null,
      head2Sex: null,
      bouquet: 50_000,
      monthlyRent: 900,
      survivorRent: null,
      maxDurationYears: null,
    } as const;
    expect(model({ viager }).costRegion).toBeNull();
  });

  it("shows a known video and tour, and lists the documents sent on request", () => {
    const page = model({
      media: { videoUrl: "https://www.youtube.com/watch?v=abcdefghijk", virtualTourUrl: "https://example.com/tour" },
      documents: [
        { id: 1, title: "Plan", url: "/plan.pdf", sizeBytes: 10, requestOnly: false },
        { id: 2, title: "EPC", url: "", sizeBytes: null, requestOnly: true },
      ],
    });
    expect(page.video?.provider).toBe("youtube");
    expect(page.tour).toBeNull();
    expect(page.requestableDocuments).toEqual([{ id: 2, title: "EPC" }]);
  });
});

describe("publishedAddress", () => {
  it("names the box, and leaves out what is not published", () => {
    const p = propertyDetail();
    expect(publishedAddress({ ...p, address: { ...p.address, boxNr: "3" } }, "bus")).toBe(
      "Avenue Orban 96, bus 3, 1150 Woluwe-Saint-Pierre",
    );
    expect(publishedAddress({ ...p, address: { ...p.address, street: null, houseNumber: null } }, "box")).toBe(
      "1150 Woluwe-Saint-Pierre",
    );
  });
});
