"use client";

import { sendContact } from "@/lib/forms/actions/contact";
import { contactSchema } from "@/lib/forms/schemas";
import { AddressFields, blankContactPerson, ContactPersonFields, type ContactPersonLabels } from "./contact-person";
import { ChoiceGroup, ManagedForm, type FormTexts } from "./form-kit";

/** The general contact form (spec §1). */
export function ContactForm({
  locale,
  texts,
  labels,
  title,
  more,
}: {
  locale: string;
  texts: FormTexts;
  labels: ContactPersonLabels;
  title: string;
  more: {
    goal: string;
    goals: Array<[string, string]>;
    street: string;
    houseNumber: string;
    zip: string;
    city: string;
  };
}) {
  return (
    <ManagedForm
      schema={contactSchema}
      action={sendContact}
      label={title}
      hidden={{ locale }}
      texts={texts}
      defaultValues={{
        ...blankContactPerson,
      }}
    >
      <ContactPersonFields labels={labels} remarkRequired>
        <ChoiceGroup name="goal" legend={more.goal} options={more.goals} />
        <AddressFields labels={more} />
      </ContactPersonFields>
    </ManagedForm>
  );
}
