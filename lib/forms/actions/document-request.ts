"use server";

import { getTranslations } from "next-intl/server";
import { findRequestableDocument } from "@/lib/db/documents";
import { hasRequestedDocument } from "@/lib/db/submissions";
import { agencyCopy } from "@/lib/mail/templates/agency-copy";
import { formConfirmation } from "@/lib/mail/templates/form-confirmation";
import { formAction } from "../form-action";
import { aboutProperty } from "../listing";
import { documentRequestSchema } from "../schemas";

/** A document mailed on request (spec §4); asked again for the same document, it is not mailed twice. */
export const requestDocument = formAction({
  name: "requestDocument",
  schema: documentRequestSchema,
  thanks: "/feedback/contact-me",
}).action(async ({ values, ctx }) => {
  const { locale } = ctx;
  const [property, document] = await Promise.all([
    aboutProperty(values.propertyId, locale),
    findRequestableDocument(values.propertyId, values.documentId),
  ]);
  if (!property || !document) return { status: "failed", reason: "notSent" };
  if (await hasRequestedDocument(values)) {
    const t = await getTranslations({ locale, namespace: "PropertyForms" });
    // The address typed in this request, never the one stored: the answer shows nobody else's.
    return { status: "notice", text: t("alreadyRequested", { email: values.email }) };
  }
  const manager = property.manager ?? undefined;
  const [mine, agency] = await Promise.all([
    formConfirmation({
      kind: "DOCUMENT_REQUEST",
      locale,
      to: values.email,
      property,
      replyTo: manager,
      fill: { document: document.title },
    }),
    agencyCopy({ kind: "DOCUMENT_REQUEST", to: manager, replyTo: values.email, values, property }),
  ]);
  return {
    kind: "DOCUMENT_REQUEST",
    email: values.email,
    propertyId: values.propertyId,
    back: property.path,
    mails: [{ ...mine, attachments: [{ file: document.file, name: `${document.title}.pdf` }] }, agency],
  };
});
