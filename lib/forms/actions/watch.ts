"use server";

import { getTranslations } from "next-intl/server";
import { newLinkToken } from "@/lib/db/mailed-links";
import { recordWatch, watchState } from "@/lib/db/property-watches";
import { isClosed } from "@/lib/domain";
import { watchConfirmationMail } from "@/lib/mail/templates/watch-confirmation";
import { confirmationKind } from "../confirmation-mail";
import { formAction } from "../form-action";
import { aboutProperty } from "../listing";
import { CONFIRMATION_DAYS } from "@/lib/domain/mailed-link";
import { watchSchema } from "../schemas/watch";

/**
 * Watch a property by e-mail (double opt-in): the watch waits for its mailed link. An address already
 * watching it gets no second mail, and is thanked alike, so the form tells nobody who watches what; one
 * whose confirmation still works is told so and gets no second one either.
 */
export const watchProperty = formAction({
  name: "watchProperty",
  schema: watchSchema,
  thanks: "/feedback/watch",
}).action(async ({ values, ctx }) => {
  const { locale } = ctx;
  const property = await aboutProperty(values.propertyId, locale);
  if (!property) return { status: "failed", reason: "notSent" };
  const t = await getTranslations({ locale, namespace: "Watch" });
  if (isClosed(property.detail.status)) return { status: "notice", text: t("closed") };
  const watch = { email: values.email, locale, propertyId: property.id };
  const state = await watchState(values.email, property.id);
  const about = { kind: "WATCH", email: values.email, propertyId: property.id, back: property.path } as const;
  if (state === "watching") return { ...about, mails: [] };
  if (state === "pending") return { status: "notice", text: t("pending", { days: CONFIRMATION_DAYS }) };
  const kind = await confirmationKind(values.email);
  if (!kind) return { status: "failed", reason: "dailyLimit" };
  const tokens = { confirm: newLinkToken(), stop: newLinkToken() };
  return {
    ...about,
    within: (tx) => recordWatch(watch, tokens, tx),
    mails: [{ ...(await watchConfirmationMail(values.email, locale, property, tokens)), kind }],
  };
});
