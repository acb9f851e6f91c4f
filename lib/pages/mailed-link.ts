import "server-only";
import { viewLink } from "@/lib/db/mailed-links";
import { mailedLinks, type LinkView } from "@/lib/domain/mailed-link";
import { one, type QueryParams } from "@/lib/i18n/page-props";

/** The mailed link in a page's query (lib/domain/mailed-link.ts), as the page shows it; null without one. Reads only. */
export async function loadMailedLink(route: keyof typeof mailedLinks, query: QueryParams): Promise<LinkView | null> {
  const found = Object.entries(mailedLinks[route] ?? {}).find(([name]) => query[name] !== undefined);
  if (!found) return null;
  const [name, purpose] = found;
  const token = one(query[name]);
  const { state, email } = await viewLink(purpose, token);
  return { purpose, token, state, email };
}
