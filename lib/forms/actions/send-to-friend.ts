"use server";

import { routing } from "@/lib/i18n/routing";
import { getTranslations } from "next-intl/server";
import { agencyCopy } from "@/lib/mail/templates/agency-copy";
import { formConfirmation } from "@/lib/mail/templates/form-confirmation";
import { formAction } from "../form-action";
import { aboutProperty } from "../listing";
import { limits, withinLimits } from "../rate-limit";
import { sendToFriendSchema } from "../schemas";

/** A property sent to a friend: the friend gets the link (without the sender's details), the agency a copy. */
export const sendToFriend = formAction({ schema: sendToFriendSchema, thanks: "/feedback/send-to-friend" }).action(
  async ({ values, ctx }) => {
    const property = await aboutProperty(values.propertyId, ctx.locale);
    if (!property) return { status: "failed", reason: "notSent" };
    // Daily limits per recipient and per sender (address and e-mail): no relaying mail to strangers.
    const allowed = await withinLimits([
      [limits.friendRecipient, { email: values.friendEmail }],
      [limits.friendSender, { address: ctx.client }],
      [limits.friendSender, { email: values.email }],
    ]);
    if (!allowed) return { status: "failed", reason: "dailyLimit" };
    const friend = `${values.friendFirstName} ${values.friendLastName}`;
    const f = await getTranslations({ locale: routing.defaultLocale, namespace: "Forms" });
    const mails = await Promise.all([
      formConfirmation({
        kind: "SEND_TO_FRIEND",
        locale: ctx.locale,
        to: values.friendEmail,
        name: friend,
        property,
        replyTo: values.email,
        fill: { sender: `${values.firstName} ${values.lastName}` },
      }),
      agencyCopy({
        kind: "SEND_TO_FRIEND",
        replyTo: values.email,
        values,
        property,
        extraRows: [[f("labels.friendEmail"), `${friend} <${values.friendEmail}>`]],
      }),
    ]);
    return { kind: "SEND_TO_FRIEND", email: values.email, propertyId: values.propertyId, mails };
  },
);
