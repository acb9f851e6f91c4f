"use server";

import { clientAddress } from "@/lib/http/client-address";
import { limitSubject } from "@/lib/http/ip";
import { wakeMailWorker } from "@/lib/mail/worker";
import { renewManageLink } from "@/lib/standing-search/renew-link";
import { textField } from "../form-data";
import { limits, withinLimits } from "../rate-limit";

export type RenewState = "idle" | "sent" | "rateLimited";

/**
 * The button on an expired change-or-stop link: a fresh link goes to the search's address. It answers
 * "sent" whether or not one went, so the page tells nothing about the search; counted with every form.
 */
export async function renewSearchLink(_: RenewState, formData: FormData): Promise<RenewState> {
  const address = clientAddress();
  if (!address || !(await withinLimits([[limits.forms, { address: limitSubject(address) }]]))) return "rateLimited";
  if (await renewManageLink(textField(formData, "token") ?? "")) wakeMailWorker();
  return "sent";
}
