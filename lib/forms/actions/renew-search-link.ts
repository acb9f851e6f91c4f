"use server";

import { z } from "zod";
import { serverAction } from "@/lib/actions/action";
import { withClient, withinLimit } from "@/lib/actions/layers";
import { wakeMailWorker } from "@/lib/mail/worker";
import { renewManageLink } from "@/lib/standing-search/renew-link";
import { limits } from "../rate-limit";

export type RenewState = "idle" | "sent" | "rateLimited";

/**
 * The button on an expired change-or-stop link: a fresh link goes to the search's address. It answers
 * "sent" whether or not one went, so the page tells nothing about the search; counted with every form.
 * On an error the button stays.
 */
export const renewSearchLink = serverAction({
  name: "renewSearchLink",
  schema: z.object({ token: z.string().default("") }),
  refused: ({ reason }): RenewState => (reason === "invalid" ? "sent" : "rateLimited"),
  failed: (): RenewState => "idle",
})
  .use(withClient)
  .use(withinLimit(({ ctx }) => [[limits.forms, { address: ctx.client }]]))
  .action(async ({ values }) => {
    if (await renewManageLink(values.token)) wakeMailWorker();
    return "sent";
  });
