import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getProjectDetail, listProjects } from "@/lib/db/projects";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// A project's price list and counts (lib/db/projects.ts): its own units when it has any, else its unit
// properties (projectId, as the CRM links them), read at the time of the request: withdrawn ones left out,
// states mapped, a hidden price not shown and not used for the "from" price, by floor (unknown last).

const site = vi.hoisted(() => ({ prisma: null as unknown }));
vi.mock("@/lib/db/infra/prisma", () => ({ getPrisma: () => site.prisma }));
vi.mock("next/cache", () => ({ unstable_cache: (read: () => unknown) => read, revalidateTag: () => {} }));

describe(`a project's price list and counts (${databaseKind})`, () => {
  let db: Connection;
  let kouter: number;
  let cambre: number;
  const ids: Record<string, number> = {};

  const project = (number: string, name: string) =>
    db.prisma.project.create({
      data: {
        number,
        status: "UNDER_CONSTRUCTION",
        zip: "3000",
        city: "Leuven",
        citySlug: "leuven",
        translations: {
          create: [{ locale: "fr", name, slug: name.toLowerCase().replace(/ /g, "-"), description: "" }],
        },
      },
    });
  const unitProperty = async (reference: string, data: Partial<Prisma.PropertyUncheckedCreateInput>) => {
    const created = await db.prisma.property.create({
      data: {
        reference,
        goal: 0,
        categoryId: 13,
        zip: "3000",
        city: "Leuven",
        citySlug: "leuven",
        translations: {
          create: [
            { locale: "fr", title: `Appartement ${reference}`, slug: `appartement-${reference}`, description: "" },
            { locale: "nl", title: `Appartement ${reference}`, slug: `appartement-nl-${reference}`, description: "" },
          ],
        },
        ...data,
      },
    });
    ids[reference] = created.id;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    site.prisma = db.prisma;
    await db.prisma.category.create({ data: { id: 13, name: "Apartment", webId: 1 } });
    kouter = (await project("PRJ-301", "Residentie Kouter")).id;
    cambre = (await project("PRJ-101", "Jardins de la Cambre")).id;
    // Written in another order than the list's, which must not depend on it.
    await unitProperty("ATR-2047", { projectId: kouter, floor: null, price: 260_000, publishPrice: false });
    await unitProperty("ATR-2046", { projectId: kouter, status: "WITHDRAWN", floor: 0, price: 150_000 });
    await unitProperty("ATR-2045", {
      projectId: kouter,
      status: "UNDER_OPTION",
      floor: 1,
      livingArea: 84.5,
      bedrooms: 2,
      price: 289_000,
    });
    await unitProperty("ATR-2044", { projectId: kouter, status: "SOLD", floor: 0, bedrooms: 1, price: 240_000 });
    // A project with units of its own keeps them, whatever listings name it.
    await db.prisma.projectUnit.create({
      data: { projectId: cambre, reference: "PRJ-101-A01", floor: 0, surface: 55, bedrooms: 1, price: 315_000 },
    });
    await db.prisma.projectUnit.create({
      data: {
        projectId: cambre,
        reference: "PRJ-101-B01",
        floor: 1,
        surface: 70,
        bedrooms: 2,
        price: 390_000,
        status: "SOLD",
      },
    });
    await unitProperty("ATR-2010", { projectId: cambre, floor: 0, price: 100_000 });
  });

  afterAll(async () => {
    await db?.close();
  });

  it("lists a project's unit properties when it has no units of its own, each linked to its listing", async () => {
    const detail = await getProjectDetail(kouter, "nl");
    expect(detail?.units).toEqual([
      {
        id: ids["ATR-2044"],
        reference: "ATR-2044",
        floor: 0,
        surface: null,
        bedrooms: 1,
        // Sold: its price is no longer shown (spec §9), as on its own page.
        price: null,
        status: "SOLD",
        plans: [],
        property: { id: ids["ATR-2044"], goal: 0, citySlug: "leuven", slug: "appartement-nl-ATR-2044" },
      },
      {
        id: ids["ATR-2045"],
        reference: "ATR-2045",
        floor: 1,
        surface: 84.5,
        bedrooms: 2,
        price: 289_000,
        status: "OPTION",
        plans: [],
        property: { id: ids["ATR-2045"], goal: 0, citySlug: "leuven", slug: "appartement-nl-ATR-2045" },
      },
      {
        // No floor: last. Its price is not published: none is shown.
        id: ids["ATR-2047"],
        reference: "ATR-2047",
        floor: null,
        surface: null,
        bedrooms: null,
        price: null,
        status: "AVAILABLE",
        plans: [],
        property: { id: ids["ATR-2047"], goal: 0, citySlug: "leuven", slug: "appartement-nl-ATR-2047" },
      },
    ]);
  });

  it("counts those units on the project's card and page; a hidden price is not the 'from' price", async () => {
    const counts = { unitCount: 3, availableCount: 1, soldCount: 1, fromPrice: 289_000 };
    expect(await getProjectDetail(kouter, "fr")).toMatchObject(counts);
    const card = (await listProjects("fr")).find((p) => p.id === kouter);
    expect(card).toMatchObject(counts);
  });

  it("keeps a project's own units, and their counts, when it has any", async () => {
    const detail = await getProjectDetail(cambre, "fr");
    expect(detail?.units.map((u) => [u.reference, u.floor, u.price, u.status, u.property])).toEqual([
      ["PRJ-101-A01", 0, 315_000, "AVAILABLE", null],
      ["PRJ-101-B01", 1, null, "SOLD", null],
    ]);
    const card = (await listProjects("fr")).find((p) => p.id === cambre);
    expect(card).toMatchObject({ unitCount: 2, availableCount: 1, soldCount: 1, fromPrice: 315_000 });
  });

  it("links an own unit named by a unit property's reference to that listing's page", async () => {
    await db.prisma.projectUnit.create({
      data: { projectId: cambre, reference: "ATR-2010", floor: 0, surface: 40, bedrooms: 1, price: 100_000 },
    });
    const detail = await getProjectDetail(cambre, "nl");
    expect(detail?.units.map((u) => [u.reference, u.property])).toEqual([
      ["ATR-2010", { id: ids["ATR-2010"], goal: 0, citySlug: "leuven", slug: "appartement-nl-ATR-2010" }],
      ["PRJ-101-A01", null],
      ["PRJ-101-B01", null],
    ]);
  });

  it("shows a lot's own code when the listing that sells it has another reference, and links to that listing", async () => {
    await unitProperty("ATR-2011", { projectId: cambre, floor: 3, price: 465_000 });
    await db.prisma.projectUnit.create({
      data: {
        projectId: cambre,
        reference: "PRJ-101-A07",
        listing: "atr-2011",
        floor: 3,
        surface: 92,
        bedrooms: 2,
        price: 465_000,
      },
    });
    const detail = await getProjectDetail(cambre, "fr");
    const line = detail?.units.find((u) => u.floor === 3);
    expect(line?.reference).toBe("PRJ-101-A07");
    expect(line?.property).toEqual({ id: ids["ATR-2011"], goal: 0, citySlug: "leuven", slug: "appartement-ATR-2011" });
    expect(detail?.units.map((u) => u.reference)).not.toContain("ATR-2011");
  });

  it("follows a unit property's change on the next read: nothing is copied", async () => {
    await db.prisma.property.update({ where: { id: ids["ATR-2047"] }, data: { publishPrice: true } });
    await db.prisma.property.update({ where: { id: ids["ATR-2045"] }, data: { status: "WITHDRAWN" } });
    const detail = await getProjectDetail(kouter, "fr");
    expect(detail?.units.map((u) => [u.reference, u.price])).toEqual([
      ["ATR-2044", null],
      ["ATR-2047", 260_000],
    ]);
    expect(detail).toMatchObject({ unitCount: 2, availableCount: 1, soldCount: 1, fromPrice: 260_000 });
  });
});
