"use server";

import { followLink } from "@/lib/db/mailed-links";
import { textField } from "../form-data";
import { isLinkPurpose, type LinkState } from "../mailed-link";

/**
 * The button behind every mailed link (confirm, unsubscribe, stop a search). Opening the link only
 * shows the button; this POST acts, after the data layer has checked the token for this purpose again.
 */
export async function followMailedLink(_: LinkState | null, formData: FormData): Promise<LinkState> {
  const purpose = textField(formData, "purpose");
  const token = textField(formData, "token");
  if (!isLinkPurpose(purpose) || token === null) return "unknown";
  return followLink(purpose, token);
}
