import { beforeEach, describe, expect, it, vi } from "vitest";

// Suggestions are cached per text: every distinct text anyone types would be an entry (finding 5 of
// issue 21). Only the prefix that is matched is a key, and only short ones are kept.
const { cachedKeys, queries } = vi.hoisted(() => ({ cachedKeys: [] as string[], queries: [] as string[] }));
vi.mock("@/lib/db/cache", () => ({
  tags: { properties: "properties" },
  cached:
    <Args extends unknown[], Result>(fn: (...args: Args) => Promise<Result>) =>
    (...args: Args) => {
      cachedKeys.push(JSON.stringify(args));
      return fn(...args);
    },
}));
vi.mock("@/lib/db/infra/prisma", () => ({
  getPrisma: () => ({
    $queryRaw: async (sql: { values: unknown[] }) => {
      queries.push(String(sql.values[0]));
      return [];
    },
  }),
}));

const { getSuggestions } = await import("@/lib/db/suggest");

beforeEach(() => {
  cachedKeys.length = 0;
  queries.length = 0;
});

describe("the cache of suggestions", () => {
  it("keeps one entry per matched prefix, however it is typed", async () => {
    for (const text of ["Liè", "lie ", "LIE", " liè!"]) await getSuggestions(text);
    expect(new Set(cachedKeys)).toEqual(new Set(['["lie"]']));
    await getSuggestions(" 100");
    expect(cachedKeys.at(-1)).toBe('["100"]');
  });

  it("keeps no entry for a longer text, which is still answered", async () => {
    for (let i = 0; i < 50; i++) await getSuggestions(`liege-${i}-junk`);
    expect(cachedKeys).toEqual([]);
    expect(queries).toHaveLength(50);
    expect(queries[0]).toBe("liege-0-junk");
  });
});
