"use server";

import { getTranslations } from "next-intl/server";
import { newLinkToken } from "@/lib/db/mailed-links";
import { isWatching, recordWatch } from "@/lib/db/property-watches";
import { isClosed } from "@/lib/domain";
import { watchConfirmationMail } from "@/lib/mail/templates/watch-confirmation";
import { formAction } from "../form-action";
import { aboutProperty } from "../listing";
import { watchSchema } from "../schemas/watch";

/**
 * Watch a property by e-mail (double opt-in): the watch waits for its mailed link. An address already
 * watching it gets no second mail, and is thanked alike, so the form tells nobody who watches what.
 */
export const watchProperty = formAction({
  name: "watchProperty",
  schema: watchSchema,
  thanks: "/feedback/watch",
}).action(async ({ values, ctx }) => {
  const { locale } = ctx;
  const property = await aboutProperty(values.propertyId, locale);
  if (!property) return { status: "failed", reason: "notSent" };
  if (isClosed(property.detail.status)) {
    const t = await getTranslations({ locale, namespace: "Watch" });
    return { status: "notice", text: t("closed") };
  }
  const watch = { email: values.email, locale, propertyId: property.id };
  if (await isWatching(values.email, property.id)) {
    return { kind: "WATCH", email: values.email, propertyId: property.id, mails: [] };
  }
  const tokens = { confirm: newLinkToken(), stop: newLinkToken() };
  return {
    kind: "WATCH",
    email: values.email,
    propertyId: property.id,
    within: (tx) => recordWatch(tx, watch, tokens),
    mails: [await watchConfirmationMail(values.email, locale, property, tokens)],
  };
});
