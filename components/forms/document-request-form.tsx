"use client";

import { useLocale, useTranslations } from "next-intl";
import { requestDocument } from "@/lib/forms/actions/document-request";
import { NewsletterField, PersonFields } from "./contact-person";
import { ManagedForm } from "./managed-form";
import { PrivacyField } from "./privacy-field";
import { SelectField } from "./text-fields";

/** A document sent by e-mail on request (spec §1, §4); asking twice answers "already requested". */
export function DocumentRequestForm({
  propertyId,
  documents,
}: {
  propertyId: number;
  documents: Array<[id: string, title: string]>;
}) {
  const t = useTranslations("PropertyForms");
  const locale = useLocale();
  return (
    <ManagedForm
      loadSchema={() => import("@/lib/forms/schemas/document-request").then((m) => m.documentRequestSchema)}
      action={requestDocument}
      label={t("documentsTitle")}
      hidden={{ locale, propertyId }}
      defaultValues={{
        documentId: documents[0]?.[0] ?? "",
        firstName: "",
        lastName: "",
        email: "",
        phone: "",
        newsletter: false,
        privacy: false,
        propertyId,
      }}
    >
      <SelectField name="documentId" label={t("document")} options={documents} required />
      <PersonFields />
      <NewsletterField />
      <PrivacyField />
    </ManagedForm>
  );
}
