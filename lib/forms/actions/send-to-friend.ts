"use server";

import { routing } from "@/lib/i18n/routing";
import { getTranslations } from "next-intl/server";
import { agencyCopy } from "@/lib/mail/templates/agency-copy";
import { friendMail } from "@/lib/mail/templates/friend-mail";
import { formAction } from "../form-action";
import { aboutProperty } from "../listing";
import { limits, withinLimits } from "../rate-limit";
import { sendToFriendSchema } from "../schemas";

/** A property sent to a friend: the friend gets a fixed mail (the property, the sender's first name), the agency a copy. */
export const sendToFriend = formAction({
  name: "sendToFriend",
  schema: sendToFriendSchema,
  thanks: "/feedback/send-to-friend",
}).action(async ({ values, ctx }) => {
  const property = await aboutProperty(values.propertyId, ctx.locale);
  if (!property) return { status: "failed", reason: "notSent" };
  // Daily limits per recipient and per sender (address and e-mail): no relaying mail to strangers.
  const allowed = await withinLimits([
    [limits.friendRecipient, { email: values.friendEmail }],
    [limits.friendSender, { address: ctx.client }],
    [limits.friendSender, { email: values.email }],
  ]);
  if (!allowed) return { status: "failed", reason: "dailyLimit" };
  const f = await getTranslations({ locale: routing.defaultLocale, namespace: "Forms" });
  const mails = await Promise.all([
    friendMail({ locale: ctx.locale, to: values.friendEmail, senderFirstName: values.firstName, property }),
    agencyCopy({
      kind: "SEND_TO_FRIEND",
      replyTo: values.email,
      values,
      property,
      extraRows: [[f("labels.friendEmail"), values.friendEmail]],
    }),
  ]);
  return { kind: "SEND_TO_FRIEND", email: values.email, propertyId: values.propertyId, back: property.path, mails };
});
