"use server";

import { z } from "zod";
import { serverAction } from "@/lib/actions/action";
import { followLink } from "@/lib/db/mailed-links";
import { LINK_PURPOSES, type LinkState } from "@/lib/domain/mailed-link";

const schema = z.object({ purpose: z.enum(LINK_PURPOSES), token: z.string() });

/**
 * The button behind every mailed link (confirm, unsubscribe, stop a search). Opening the link only
 * shows the button; this POST acts, after the data layer has checked the token for this purpose again.
 * Anything else than a purpose and a token is an unknown link; on an error the button stays.
 */
export const followMailedLink = serverAction({
  name: "followMailedLink",
  schema,
  refused: (): LinkState => "unknown",
  failed: (): LinkState => "open",
}).action(async ({ values }) => followLink(values.purpose, values.token));
