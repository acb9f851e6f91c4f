"use server";

import { followLink } from "@/lib/db/mailed-links";
import { isLinkPurpose, type LinkState } from "../mailed-link";

/**
 * The button behind every mailed link (confirm, unsubscribe, stop a search). Opening the link only
 * shows the button; this POST acts, after the data layer has checked the token for this purpose again.
 */
export async function followMailedLink(_: LinkState | null, formData: FormData): Promise<LinkState> {
  const purpose = formData.get("purpose");
  const token = formData.get("token");
  if (!isLinkPurpose(purpose) || typeof token !== "string") return "unknown";
  return followLink(purpose, token);
}
