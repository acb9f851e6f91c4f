"use client";

import { sendContact } from "@/lib/forms/actions";
import { contactSchema } from "@/lib/forms/schemas";
import { blankContactPerson, ContactPersonFields, type ContactPersonLabels } from "./contact-person";
import { ChoiceGroup, ManagedForm, TextField, type FormTexts } from "./form-kit";

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
        <div className="grid gap-4 tablet:grid-cols-[1fr_8rem]">
          <TextField name="street" label={more.street} autoComplete="address-line1" />
          <TextField name="houseNumber" label={more.houseNumber} />
        </div>
        <div className="grid gap-4 tablet:grid-cols-[10rem_1fr]">
          <TextField name="zip" label={more.zip} autoComplete="postal-code" inputMode="numeric" />
          <TextField name="city" label={more.city} autoComplete="address-level2" />
        </div>
      </ContactPersonFields>
    </ManagedForm>
  );
}
