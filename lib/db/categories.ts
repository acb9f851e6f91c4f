import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { cached, tags } from "./cache";
import { getPrisma } from "./infra/prisma";

export interface CategoryOption {
  id: number;
  name: string;
  depth: number;
}

/** The category tree in the page's language, parents before their children (for the type filter). */
export const listCategories = cached(
  async (locale: Locale): Promise<CategoryOption[]> => {
    const rows = await getPrisma().category.findMany({
      orderBy: { id: "asc" },
      include: { translations: { where: { locale } } },
    });
    const name = (row: (typeof rows)[number]) => row.translations[0]?.name ?? row.name;
    return rows
      .filter((row) => row.parentId === null)
      .flatMap((root) => [
        { id: root.id, name: name(root), depth: 0 },
        ...rows
          .filter((child) => child.parentId === root.id)
          .map((child) => ({ id: child.id, name: name(child), depth: 1 })),
      ]);
  },
  "categories",
  () => [tags.properties],
);
