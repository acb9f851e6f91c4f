"use client";

import { useEffect } from "react";
import { useFormContext } from "react-hook-form";
import { requestDocument } from "@/lib/forms/actions/document-request";
import { sendPropertyRequest } from "@/lib/forms/actions/property-request";
import { sendToFriend } from "@/lib/forms/actions/send-to-friend";
import { documentRequestSchema, propertyRequestSchema, sendToFriendSchema } from "@/lib/forms/schemas";
import { blankContactPerson, ContactPersonFields, PersonFields, type ContactPersonLabels } from "./contact-person";
import { CheckboxField, ChoiceGroup, ManagedForm, SelectField, TextArea, TextField, type FormTexts } from "./form-kit";

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
export function PropertyRequestForm({
  locale,
  propertyId,
  visits,
  texts,
  labels,
  title,
  requestLabels,
}: {
  locale: string;
  propertyId: number;
  visits: boolean;
  texts: FormTexts;
  labels: ContactPersonLabels;
  title: string;
  requestLabels: { legend: string; visit: string; info: string };
}) {
  return (
    <ManagedForm
      schema={propertyRequestSchema}
      action={sendPropertyRequest}
      label={title}
      hidden={visits ? { locale, propertyId } : { locale, propertyId, request: "MORE_INFO" }}
      texts={texts}
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
            legend={requestLabels.legend}
            options={[
              ["VISIT_REQUEST", requestLabels.visit],
              ["MORE_INFO", requestLabels.info],
            ]}
          />
        </>
      )}
      <ContactPersonFields labels={labels} />
    </ManagedForm>
  );
}

/** "Send to a friend" (spec §3 friend share): the friend's names and address, and the sender's. */
export function SendToFriendForm({
  locale,
  propertyId,
  texts,
  labels,
  title,
  headings,
}: {
  locale: string;
  propertyId: number;
  texts: FormTexts;
  labels: ContactPersonLabels & { friendFirstName: string; friendLastName: string; friendEmail: string };
  title: string;
  headings: { you: string; friend: string };
}) {
  return (
    <ManagedForm
      schema={sendToFriendSchema}
      action={sendToFriend}
      label={title}
      hidden={{ locale, propertyId }}
      texts={texts}
      defaultValues={{
        firstName: "",
        lastName: "",
        email: "",
        friendFirstName: "",
        friendLastName: "",
        friendEmail: "",
        remark: "",
        privacy: false,
        propertyId,
      }}
    >
      <fieldset className="space-y-4">
        <legend className="font-semibold text-brand-900">{headings.friend}</legend>
        <div className="grid gap-4 tablet:grid-cols-2">
          <TextField name="friendFirstName" label={labels.friendFirstName} required />
          <TextField name="friendLastName" label={labels.friendLastName} required />
        </div>
        <TextField name="friendEmail" label={labels.friendEmail} type="email" required inputMode="email" />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-semibold text-brand-900">{headings.you}</legend>
        <div className="grid gap-4 tablet:grid-cols-2">
          <TextField name="firstName" label={labels.firstName} required autoComplete="given-name" />
          <TextField name="lastName" label={labels.lastName} required autoComplete="family-name" />
        </div>
        <TextField name="email" label={labels.email} type="email" required autoComplete="email" inputMode="email" />
      </fieldset>
      <TextArea name="remark" label={labels.remark} />
      <CheckboxField name="privacy" label={labels.privacy} required />
    </ManagedForm>
  );
}

/** A document sent by e-mail on request (spec §1, §4); asking twice answers "already requested". */
export function DocumentRequestForm({
  locale,
  propertyId,
  documents,
  texts,
  labels,
  title,
  documentLabel,
}: {
  locale: string;
  propertyId: number;
  documents: Array<[id: string, title: string]>;
  texts: FormTexts;
  labels: ContactPersonLabels;
  title: string;
  documentLabel: string;
}) {
  return (
    <ManagedForm
      schema={documentRequestSchema}
      action={requestDocument}
      label={title}
      hidden={{ locale, propertyId }}
      texts={texts}
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
      <SelectField name="documentId" label={documentLabel} options={documents} required />
      <PersonFields labels={labels} />
      <CheckboxField name="newsletter" label={labels.newsletter} />
      <CheckboxField name="privacy" label={labels.privacy} required />
    </ManagedForm>
  );
}
