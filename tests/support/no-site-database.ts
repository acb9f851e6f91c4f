import { vi } from "vitest";

// Unit tests replace the database. One that reaches the site's own (through a default `getPrisma()`) fails
// here at once, instead of opening `.data/pglite`, whose lock two test files running at once would wait on.
// A test that mocks `@/lib/db/infra/prisma` itself replaces this.
vi.mock("@/lib/db/infra/prisma", () => {
  const refuse = () => {
    throw new Error("A unit test reached the site's database: mock what it calls, or make it an integration test.");
  };
  return { getPrisma: refuse, siteConnection: refuse, siteDatabaseOpened: async () => refuse() };
});
