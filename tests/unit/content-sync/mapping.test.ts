import { describe, expect, it } from "vitest";
import {
  categoryOf,
  deliveryDateOf,
  mapProject,
  mapProperty,
  mapUser,
  perLanguage,
  pointOf,
  projectListingOf,
  propertyStatusOf,
  type CategoryChoice,
} from "@/lib/content-sync/mapping";
import { projectRecord, propertyRecord, readRecord, userRecord, type PropertyRecord } from "@/lib/content-sync/records";

// The one mapping from docs/crm-feed.md's fields to the site's columns, field by field, and the validation's
// messages as a member of staff reads them in the sync's report.

const categories: CategoryChoice[] = [
  { id: 1, parentId: null, webId: 1, names: ["Residential", "Residentieel"] },
  { id: 11, parentId: 1, webId: 1, names: ["House", "Woning", "Maison"] },
  { id: 13, parentId: 1, webId: 1, names: ["Apartment", "Appartement", "Wohnung"] },
  { id: 2, parentId: null, webId: 2, names: ["Offices", "Kantoren", "Bureaux"] },
];

function record(fields: Partial<Record<keyof PropertyRecord, unknown>> = {}): PropertyRecord {
  const read = readRecord(propertyRecord, {
    ID: 77,
    Ident: "atr-7001",
    Goal: 0,
    Status: 1,
    WebID: 1,
    Title: { nl: "Huis met tuin", fr: "Maison avec jardin" },
    Zip: "9000",
    City: "Gent",
    ...fields,
  });
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read.value;
}

function mapped(fields: Partial<Record<keyof PropertyRecord, unknown>> = {}) {
  const result = mapProperty(record(fields), categories);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value;
}

describe("a property record in the site's columns", () => {
  it("maps every field crm-feed.md names to its column", () => {
    const p = mapped({
      Goal: 1,
      Status: 4,
      TypeDescription: { fr: "Appartement" },
      DescriptionA: { nl: "Twee slaapkamers.\n\nLift.", fr: "Deux chambres.\n\nAscenseur." },
      Price: 1250,
      PublishPrice: true,
      PriceUnit: 2,
      PriceUnitText: { nl: "/ maand", fr: "/ mois" },
      Marquee: 2,
      MarqueeName: { nl: "Te huur", fr: "À louer" },
      PublishAddress: false,
      Street: " Kortrijksesteenweg ",
      HouseNumber: "101",
      BoxNr: "3B",
      CountryID: 10,
      CountryName: "België",
      NISCode: 44021,
      GoogleX: "51.0371",
      GoogleY: "3.7101",
      SurfaceTotal: 98,
      SurfaceLiving: 86,
      SurfaceGround: 0,
      SurfaceGarden: 12,
      SurfaceTerrace: 9,
      SurfaceConstructed: 90,
      SurfaceOffice: 5,
      SurfaceStore: 4,
      NumberOfBedRooms: 2,
      NumberOfBathRooms: 1,
      NumberOfShowerRooms: 1,
      NumberOfToilets: 2,
      NumberOfGarages: 1,
      NumberOfParkings: 2,
      HasGarden: true,
      HasLift: true,
      HasCellar: false,
      HasAttic: false,
      HasFurnished: true,
      ConstructionYear: 1998,
      RenovationYear: 2021,
      EnergyPerformance: 240,
      EPCLabelText: "C",
      VideoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      VirtualTourUrl: "https://my.matterport.com/show/?m=abc123",
      ManagerID: 12,
      ProjectID: 301,
      XLargePictureItems: [
        { ID: 5, Url: "https://crm.example/p/5.jpg" },
        { ID: 3, Url: "https://crm.example/p/3.jpg" },
      ],
    });
    expect(p.sourceId).toBe(77);
    expect(p.reference).toBe("ATR-7001");
    expect(p.columns).toEqual({
      reference: "ATR-7001",
      goal: 1,
      status: "RENTED",
      categoryId: 13,
      marquee: 2,
      publishAddress: false,
      street: "Kortrijksesteenweg",
      houseNumber: "101",
      boxNr: "3B",
      zip: "9000",
      city: "Gent",
      citySlug: "gent",
      countryId: 10,
      countryName: "België",
      latitude: 51.0371,
      longitude: 3.7101,
      price: 1250,
      monthlyRent: 1250,
      publishPrice: true,
      priceOnDemand: false,
      priceUnit: 2,
      totalArea: 98,
      livingArea: 86,
      plotArea: 0,
      gardenArea: 12,
      terraceArea: 9,
      constructedArea: 90,
      officeArea: 5,
      storeArea: 4,
      bedrooms: 2,
      bathrooms: 1,
      showerRooms: 1,
      toilets: 2,
      garages: 1,
      parkings: 2,
      hasGarden: true,
      hasLift: true,
      hasCellar: false,
      hasAttic: false,
      isFurnished: true,
      constructionYear: 1998,
      renovationYear: 2021,
      epcTotal: 240,
      epcLabel: "c",
      epcLabelText: "C",
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      virtualTourUrl: "https://my.matterport.com/show/?m=abc123",
      isNewBuild: true,
      municipalityCode: "44021",
    });
    expect(p.managerSourceId).toBe(12);
    expect(p.projectSourceId).toBe(301);
    expect(p.pictures).toEqual([
      { id: 5, url: "https://crm.example/p/5.jpg" },
      { id: 3, url: "https://crm.example/p/3.jpg" },
    ]);
    expect(p.translations.find((t) => t.locale === "fr")).toEqual({
      locale: "fr",
      title: "Maison avec jardin",
      slug: "maison-avec-jardin",
      description: "Deux chambres.\n\nAscenseur.",
      priceUnitText: "/ mois",
      marqueeName: "À louer",
    });
    expect(p.warnings).toEqual([]);
  });

  it("clears what the record leaves out, and a sale has no monthly rent", () => {
    const p = mapped();
    expect(p.columns).toMatchObject({
      price: null,
      monthlyRent: null,
      street: null,
      latitude: null,
      bedrooms: null,
      hasGarden: null,
      epcTotal: null,
      epcLabel: null,
      videoUrl: null,
      publishAddress: true,
      publishPrice: true,
      isNewBuild: false,
      countryName: "Belgium",
    });
  });

  it("shows 'price on request' when the price is not to be published", () => {
    expect(mapped({ Price: 450000, PublishPrice: false }).columns).toMatchObject({
      price: 450000,
      publishPrice: false,
      priceOnDemand: true,
    });
  });

  it.each([
    [1, "AVAILABLE"],
    [2, "SOLD"],
    [3, "UNDER_OPTION"],
    [4, "RENTED"],
    [0, "WITHDRAWN"],
    [9, "WITHDRAWN"],
  ] as const)("reads status %i as %s", (code, status) => {
    expect(propertyStatusOf(code)).toBe(status);
  });

  it("reads a project's status as on sale, sold out or withdrawn", () => {
    expect([1, 2, 3, 0].map(projectListingOf)).toEqual(["ON_SALE", "SOLD_OUT", "WITHDRAWN", "WITHDRAWN"]);
  });

  it("keeps the site's marker codes and drops and reports another", () => {
    expect(mapped({ Marquee: 7 }).columns.marquee).toBe(7);
    const p = mapped({ Marquee: 42 });
    expect(p.columns.marquee).toBeNull();
    expect(p.warnings).toEqual([{ field: "Marquee", problem: "42 is not a marker the site knows; none is shown" }]);
  });

  it("drops and reports a video or tour address the spec's rules do not know", () => {
    const p = mapped({ VideoUrl: "https://www.dailymotion.com/video/x8", VirtualTourUrl: "https://tours.example/1" });
    expect(p.columns).toMatchObject({ videoUrl: null, virtualTourUrl: null });
    expect(p.warnings.map((w) => w.field)).toEqual(["VideoUrl", "VirtualTourUrl"]);
  });

  it("refuses a record whose type group the site does not know, or a country it does not serve", () => {
    expect(mapProperty(record({ WebID: 9 }), categories)).toEqual({
      ok: false,
      problems: [{ field: "WebID", problem: "9 is not a type group the site knows" }],
    });
    expect(mapProperty(record({ CountryID: 20 }), categories)).toEqual({
      ok: false,
      problems: [{ field: "CountryID", problem: "20 is neither Belgium (10) nor Luxembourg (50)" }],
    });
  });
});

describe("the municipality a record names", () => {
  it("reads the CRM's NISCode as text or number; a file's Site.municipality wins, null leaves it to the town", () => {
    expect(mapped({ NISCode: "24062" }).columns.municipalityCode).toBe("24062");
    expect(mapped({ NISCode: 24062 }).columns.municipalityCode).toBe("24062");
    expect(mapped({ NISCode: "24062", Site: { municipality: "21009" } }).columns.municipalityCode).toBe("21009");
    expect(mapped({ Site: { municipality: 21009 } }).columns.municipalityCode).toBe("21009");
    expect(mapped({ NISCode: "24062", Site: { municipality: null } }).columns.municipalityCode).toBeNull();
    expect(mapped({ Site: { floor: 2 } }).columns.municipalityCode).toBeNull();
  });

  it("drops and reports a NISCode that is not five digits", () => {
    const p = mapped({ NISCode: "Leuven" });
    expect(p.columns.municipalityCode).toBeNull();
    expect(p.warnings).toEqual([
      {
        field: "NISCode",
        problem: '"Leuven" is not a NIS code of five digits; the municipality is found from Zip and City',
      },
    ]);
  });

  it("refuses a Site.municipality that is not five digits, in words", () => {
    const read = readRecord(propertyRecord, { ...record(), Site: { municipality: "2406" } });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problems).toEqual([
      { field: "Site.municipality", problem: 'must be a municipality\'s NIS code of five digits, e.g. "24062"' },
    ]);
  });
});

describe("coordinates", () => {
  it("tells latitude from longitude by range, whichever field holds which", () => {
    expect(pointOf("50.8466", "4.3528")).toEqual({ latitude: 50.8466, longitude: 4.3528 });
    expect(pointOf("4.3528", "50.8466")).toEqual({ latitude: 50.8466, longitude: 4.3528 });
    expect(pointOf(49.6116, 6.1319)).toEqual({ latitude: 49.6116, longitude: 6.1319 });
  });

  it("drops a pair that fits neither way, and says so", () => {
    expect(pointOf("48.8566", "2.3522")).toBeNull();
    expect(pointOf("0", "0")).toBeNull();
    expect(pointOf(null, "4.35")).toBeNull();
    const p = mapped({ GoogleX: "40.4", GoogleY: "-3.7" });
    expect(p.columns.latitude).toBeNull();
    expect(p.warnings[0]!.field).toBe("GoogleX");
  });
});

describe("EPC labels (spec §9)", () => {
  it.each([
    ["9000", 100, "a"],
    ["9000", 100.01, "b"],
    ["2000", 510, "f"],
    ["1040", 23.5, "a_sub"],
    ["1000", 400, "g"],
    ["5000", 85, "a"],
    ["4000", 600, "g"],
  ])("a property in %s with %f kWh/m² has label %s", (zip, kwh, label) => {
    expect(mapped({ Zip: zip, EnergyPerformance: kwh }).columns.epcLabel).toBe(label);
  });

  it("gives a Luxembourg property no Belgian label: its printed label is shown", () => {
    const p = mapped({ Zip: "L-4001", CountryID: 50, EnergyPerformance: 180, EPCLabelText: "D" });
    expect(p.columns).toMatchObject({ countryName: "Luxembourg", epcTotal: 180, epcLabel: null, epcLabelText: "D" });
    expect(p.warnings).toEqual([]);
  });

  it("reports a Belgian value it cannot label for want of a Belgian postal code", () => {
    const p = mapped({ Zip: "75001", EnergyPerformance: 180 });
    expect(p.columns.epcLabel).toBeNull();
    expect(p.warnings).toEqual([
      { field: "EnergyPerformance", problem: "has no label: the postal code 75001 is not Belgian" },
    ]);
  });
});

describe("types and texts", () => {
  it("finds the category named by TypeDescription in any language, else the group's top one", () => {
    expect(categoryOf(categories, 1, { de: "Wohnung" })).toBe(13);
    expect(categoryOf(categories, 1, { fr: "Maison" })).toBe(11);
    expect(categoryOf(categories, 1, { nl: "Kasteel" })).toBe(1);
    expect(categoryOf(categories, 2, undefined)).toBe(2);
    expect(categoryOf(categories, null, { en: "House" })).toBe(11);
    expect(categoryOf(categories, null, { en: "Castle" })).toBeNull();
  });

  it("gives every language a text, taking another's where one is missing", () => {
    expect(perLanguage({ fr: " Maison ", nl: "" })).toEqual({ en: "Maison", nl: "Maison", fr: "Maison", de: "Maison" });
    expect(perLanguage({ nl: "Huis", de: "Haus" })).toEqual({ en: "Huis", nl: "Huis", fr: "Huis", de: "Haus" });
    expect(perLanguage({})).toBeNull();
    expect(perLanguage(undefined)).toBeNull();
  });

  it("makes slugs from the titles, and from the reference when a title has no letters", () => {
    expect(mapped({ Title: { nl: "Één slaapkamer — Brugge!" } }).translations[0]!.slug).toBe("een-slaapkamer-brugge");
    expect(mapped({ Title: { nl: "—" } }).translations[0]!.slug).toBe("atr-7001");
  });
});

describe("projects and staff", () => {
  it("maps a project record, its delivery date read from the text", () => {
    const read = readRecord(projectRecord, {
      ID: 301,
      Ident: "prj-301",
      Status: 2,
      Title: { nl: "Residentie Kouter" },
      Zip: "9000",
      City: "Gent",
      GoogleX: "3.72",
      GoogleY: "51.05",
      Delivery: { nl: "Oplevering Q3 2027" },
      ManagerID: 11,
    });
    if (!read.ok) throw new Error("invalid");
    const project = mapProject(read.value);
    expect(project.columns).toMatchObject({
      number: "PRJ-301",
      listing: "SOLD_OUT",
      latitude: 51.05,
      longitude: 3.72,
      deliveryDate: new Date(Date.UTC(2027, 8, 1)),
    });
    expect(project.translations[0]).toMatchObject({ name: "Residentie Kouter", slug: "residentie-kouter" });
  });

  it.each([
    ["2027-09-30", Date.UTC(2027, 8, 30)],
    ["09/2027", Date.UTC(2027, 8, 1)],
    ["T2 2028", Date.UTC(2028, 5, 1)],
    ["fin 2026", Date.UTC(2026, 11, 1)],
  ])("reads the delivery %s", (text, time) => {
    expect(deliveryDateOf({ fr: text })?.getTime()).toBe(time);
  });

  it("has no delivery date for a text without one", () => {
    expect(deliveryDateOf({ nl: "Binnenkort" })).toBeNull();
  });

  it("maps a member of staff, the mobile number when there is no other", () => {
    const read = readRecord(userRecord, {
      ID: 12,
      FirstName: "Julien",
      LastName: "Marchal",
      Email: "julien@atrium.example",
      Mobile: "+32 470 11 22 33",
    });
    if (!read.ok) throw new Error("invalid");
    expect(mapUser(read.value)).toEqual({
      sourceId: 12,
      slug: "julien-marchal",
      firstName: "Julien",
      lastName: "Marchal",
      email: "julien@atrium.example",
      phone: "+32 470 11 22 33",
      pictureUrl: null,
    });
  });
});

describe("validation in plain words", () => {
  it("names each wrong field and what is wrong with it", () => {
    const read = readRecord(propertyRecord, {
      ID: "seven",
      Ident: "ATR 7001!",
      Goal: 0,
      Status: 1,
      Title: { nl: " " },
      Zip: 9000,
      Price: -5,
      NumberOfBedRooms: 2.5,
      HasGarden: "yes",
      GoogleX: "north",
      ConstructionYear: 99,
      XLargePictureItems: [{ ID: 1 }],
    });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems).toEqual(
      expect.arrayContaining([
        { field: "ID", problem: "must be a whole number" },
        { field: "Ident", problem: "must be a reference such as ATR-2041 (letters, digits, - . _ /)" },
        { field: "Title", problem: "is empty in every language" },
        { field: "Zip", problem: "must be the postal code, as text" },
        { field: "City", problem: "is missing" },
        { field: "Price", problem: "cannot be negative" },
        { field: "NumberOfBedRooms", problem: "must be a whole number" },
        { field: "HasGarden", problem: "must be true or false" },
        { field: "GoogleX", problem: "must be a decimal number" },
        { field: "ConstructionYear", problem: "is not a year" },
        { field: "XLargePictureItems.0.Url", problem: "is missing" },
      ]),
    );
  });

  it("refuses what is not a record at all", () => {
    expect(readRecord(propertyRecord, ["a", "list"])).toEqual({
      ok: false,
      problems: [{ field: "(the record)", problem: "is not an object of fields" }],
    });
  });

  it("lists the fields the site does not read", () => {
    const read = readRecord(userRecord, { ID: 1, FirstName: "A", LastName: "B", Email: "a@b.be", Fax: "02" });
    expect(read).toMatchObject({ ok: true, ignored: ["Fax"] });
  });
});
