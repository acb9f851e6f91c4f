"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { serverAction } from "@/lib/actions/action";
import { withLocale } from "@/lib/actions/layers";
import { endSession } from "@/lib/db/owner-sessions";
import { buildPath } from "@/lib/i18n/build-path";
import { clearSessionCookie, sessionIdFromCookie } from "../session-cookie";

/**
 * Signing out ends the session on the server (its row is deleted), not only in this browser, then shows
 * the sign-in page. Without a session there is nothing to end, and the page stays as it is; so it does
 * when the session could not be ended.
 */
export const signOutOwner = serverAction({
  name: "signOutOwner",
  schema: z.object({}),
  refused: () => null,
  failed: () => null,
})
  .use(withLocale)
  .action(async ({ ctx }) => {
    const sessionId = await sessionIdFromCookie();
    if (!sessionId) return null;
    await endSession(sessionId);
    await clearSessionCookie();
    redirect(`${buildPath("/login", ctx.locale)}?status=signed-out`);
  });
