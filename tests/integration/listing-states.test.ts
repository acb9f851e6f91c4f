import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { announceTagsExpired } from "@/lib/cache/tag-events.mjs";
import type { Connection } from "@/lib/db/infra/connection";
import { createTestDatabase, databaseKind } from "@/tests/support/test-database";

// What the proxy learns of a project's address before Next serves its cached page (lib/db/listing-state.ts):
// one its source took off the website is gone (410), a sold-out one keeps its page, an unknown id is missing
// (404); the answer is remembered until a project tag expires. And what the 410 page reads of it.

const site = vi.hoisted(() => ({ prisma: null as unknown }));
vi.mock("@/lib/db/infra/prisma", () => ({ getPrisma: () => site.prisma }));
vi.mock("next/cache", () => ({ unstable_cache: (read: () => unknown) => read, revalidateTag: () => {} }));

const { forgetListingStates, listing } = await import("@/lib/db/listing-state");
const { getProjectDetail, getWithdrawnProject } = await import("@/lib/db/projects");

type ProjectListing = "ON_SALE" | "SOLD_OUT" | "WITHDRAWN";

describe(`a project's state for the proxy (${databaseKind})`, () => {
  let db: Connection;
  const ids: Record<ProjectListing, number> = { ON_SALE: 0, SOLD_OUT: 0, WITHDRAWN: 0 };

  const createProject = async (state: ProjectListing, number: string) => {
    const created = await db.prisma.project.create({
      data: {
        number,
        listing: state,
        status: "UNDER_CONSTRUCTION",
        zip: "3000",
        city: "Leuven",
        citySlug: "leuven",
        translations: {
          create: [
            { locale: "nl", name: `Residentie ${number}`, slug: `residentie-${number}`, description: "Tekst" },
            { locale: "fr", name: `Résidence ${number}`, slug: `residence-${number}`, description: "Texte" },
          ],
        },
      },
    });
    return created.id;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    site.prisma = db.prisma;
    ids.ON_SALE = await createProject("ON_SALE", "PRJ-1");
    ids.SOLD_OUT = await createProject("SOLD_OUT", "PRJ-2");
    ids.WITHDRAWN = await createProject("WITHDRAWN", "PRJ-3");
  });
  afterAll(async () => {
    forgetListingStates();
    await db?.close();
  });

  it.each([
    ["ON_SALE", "shown"],
    ["SOLD_OUT", "shown"],
    ["WITHDRAWN", "gone"],
  ] as const)("a project %s is %s", async (state, expected) => {
    expect(await listing("project", ids[state])).toEqual({ state: expected });
  });

  it("an unknown id is missing, and a project's id says nothing of the property with that number", async () => {
    expect(await listing("project", 999_999)).toEqual({ state: "missing" });
    expect(await listing("property", ids.WITHDRAWN)).toEqual({ state: "missing" });
  });

  it("follows a withdrawal once the project's tag expires, and only then", async () => {
    const id = await createProject("ON_SALE", "PRJ-4");
    expect(await listing("project", id)).toEqual({ state: "shown" });
    await db.prisma.project.update({ where: { id }, data: { listing: "WITHDRAWN" } });
    announceTagsExpired(["team", "content"]);
    expect(await listing("project", id)).toEqual({ state: "shown" });
    announceTagsExpired([`project:${id}`]);
    expect(await listing("project", id)).toEqual({ state: "gone" });
  });

  it("the 410 page finds a withdrawn project's name in the page's language, and no other project", async () => {
    expect(await getWithdrawnProject(ids.WITHDRAWN, "fr")).toEqual({
      id: ids.WITHDRAWN,
      number: "PRJ-3",
      name: "Résidence PRJ-3",
    });
    expect(await getWithdrawnProject(ids.WITHDRAWN, "nl")).toMatchObject({ name: "Residentie PRJ-3" });
    expect(await getWithdrawnProject(ids.SOLD_OUT, "fr")).toBeNull();
    expect(await getWithdrawnProject(ids.ON_SALE, "fr")).toBeNull();
    // The project's own page is for the others only; its row and texts stay.
    expect(await getProjectDetail(ids.WITHDRAWN, "fr")).toBeNull();
    expect(await getProjectDetail(ids.SOLD_OUT, "fr")).toMatchObject({ name: "Résidence PRJ-2" });
  });
});
