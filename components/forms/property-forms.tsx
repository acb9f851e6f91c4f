"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { useFormContext } from "react-hook-form";
import { requestDocument } from "@/lib/forms/actions/document-request";
import { sendPropertyRequest } from "@/lib/forms/actions/property-request";
import { sendToFriend } from "@/lib/forms/actions/send-to-friend";
import { documentRequestSchema, propertyRequestSchema, sendToFriendSchema } from "@/lib/forms/schemas";
import { ChoiceGroup } from "./choice-fields";
import { blankContactPerson, ContactPersonFields, NewsletterField, PersonFields } from "./contact-person";
import { ManagedForm } from "./managed-form";
import { PrivacyField } from "./privacy-field";
import { SelectField, TextField } from "./text-fields";

/** Follows the page's #visit-request or #more-info link: the request type is chosen for the visitor. */
function RequestFromHash() {
  const { setValue } = useFormContext();
  useEffect(() => {
    const apply = () => {
      if (location.hash === "#more-info") setValue("request", "MORE_INFO");
      if (location.hash === "#visit-request") setValue("request", "VISIT_REQUEST");
    };
    apply();
    window.addEventListener("hashchange", apply);
    return () => window.removeEventListener("hashchange", apply);
  }, [setValue]);
  return null;
}

/** Visit request or more information about a property (spec §1); sold or rented ones offer information only. */
export function PropertyRequestForm({ propertyId, visits }: { propertyId: number; visits: boolean }) {
  const t = useTranslations("PropertyForms");
  const locale = useLocale();
  return (
    <ManagedForm
      schema={propertyRequestSchema}
      action={sendPropertyRequest}
      label={t("requestTitle")}
      hidden={visits ? { locale, propertyId } : { locale, propertyId, request: "MORE_INFO" }}
      defaultValues={{
        request: visits ? "VISIT_REQUEST" : "MORE_INFO",
        ...blankContactPerson,
        propertyId,
      }}
    >
      {visits && (
        <>
          <RequestFromHash />
          <ChoiceGroup
            name="request"
            legend={t("requestType")}
            options={[
              ["VISIT_REQUEST", t("visit")],
              ["MORE_INFO", t("info")],
            ]}
          />
        </>
      )}
      <ContactPersonFields />
    </ManagedForm>
  );
}

/** "Send to a friend" (spec §3 friend share): the friend's address, and the sender's first name and address. */
export function SendToFriendForm({ propertyId }: { propertyId: number }) {
  const t = useTranslations("PropertyForms");
  const f = useTranslations("Forms.labels");
  const locale = useLocale();
  return (
    <ManagedForm
      schema={sendToFriendSchema}
      action={sendToFriend}
      label={t("friendTitle")}
      hidden={{ locale, propertyId }}
      defaultValues={{
        firstName: "",
        email: "",
        friendEmail: "",
        privacy: false,
        propertyId,
      }}
    >
      <fieldset className="space-y-4">
        <legend className="font-semibold text-brand-900">{t("friendDetails")}</legend>
        <TextField name="friendEmail" label={f("friendEmail")} type="email" required inputMode="email" />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-semibold text-brand-900">{t("yourDetails")}</legend>
        <TextField name="firstName" label={f("firstName")} required autoComplete="given-name" />
        <TextField name="email" label={f("email")} type="email" required autoComplete="email" inputMode="email" />
      </fieldset>
      <PrivacyField />
    </ManagedForm>
  );
}

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
      schema={documentRequestSchema}
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
