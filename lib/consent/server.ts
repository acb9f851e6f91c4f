import "server-only";
import { cookies } from "next/headers";
import { isAllowed, type ConsentCategory } from "@/lib/domain/consent";

/**
 * Whether the visitor allowed a category, for server code that runs per request anyway (API routes,
 * actions); a page that called it would stop being cached.
 */
export async function allowsCategory(category: ConsentCategory): Promise<boolean> {
  const store = await cookies();
  return isAllowed(category, (name) => store.get(name)?.value);
}
