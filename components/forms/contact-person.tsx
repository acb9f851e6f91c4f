"use client";

import type { ReactNode } from "react";
import { CheckboxField, ChoiceGroup, SelectField, TextArea, TextField } from "./form-kit";

export interface ContactPersonLabels {
  title: string;
  titles: Array<[string, string]>;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  remark: string;
  contactSlots: string;
  slots: Array<[string, string]>;
  newsletter: string;
  privacy: ReactNode;
}

/** The contact person's fields before the visitor types anything, for a form's default values. */
export const blankContactPerson = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  remark: "",
  contactSlots: [],
  newsletter: false,
  privacy: false,
};

/** Who the visitor is: title, names, then e-mail and phone (the phone left out where a form needs none). */
export function PersonFields({ labels, phone = true }: { labels: ContactPersonLabels; phone?: boolean }) {
  return (
    <>
      <div className="grid gap-4 tablet:grid-cols-[10rem_1fr_1fr]">
        <SelectField name="title" label={labels.title} options={labels.titles} required placeholder="" />
        <TextField name="firstName" label={labels.firstName} required autoComplete="given-name" />
        <TextField name="lastName" label={labels.lastName} required autoComplete="family-name" />
      </div>
      <div className={phone ? "grid gap-4 tablet:grid-cols-2" : ""}>
        <TextField name="email" label={labels.email} type="email" required autoComplete="email" inputMode="email" />
        {phone && (
          <TextField name="phone" label={labels.phone} type="tel" required autoComplete="tel" inputMode="tel" />
        )}
      </div>
    </>
  );
}

/** The contact person of spec §3: title, names, e-mail, phone, message, call times, newsletter, privacy. */
export function ContactPersonFields({
  labels,
  remarkRequired = false,
  children,
}: {
  labels: ContactPersonLabels;
  remarkRequired?: boolean;
  /** Fields of the particular form, shown before the message. */
  children?: ReactNode;
}) {
  return (
    <>
      <PersonFields labels={labels} />
      {children}
      <TextArea name="remark" label={labels.remark} required={remarkRequired} />
      <ChoiceGroup name="contactSlots" legend={labels.contactSlots} options={labels.slots} multiple />
      <CheckboxField name="newsletter" label={labels.newsletter} />
      <CheckboxField name="privacy" label={labels.privacy} required />
    </>
  );
}

export interface AddressLabels {
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
}

/** The address fields before the visitor types anything. */
export const blankAddress = { street: "", houseNumber: "", zip: "", city: "" };

/** Street and number, then postal code and town; required where the form needs the address. */
export function AddressFields({ labels, required }: { labels: AddressLabels; required?: boolean }) {
  return (
    <>
      <div className="grid gap-4 tablet:grid-cols-[1fr_8rem]">
        <TextField name="street" label={labels.street} required={required} autoComplete="address-line1" />
        <TextField name="houseNumber" label={labels.houseNumber} />
      </div>
      <div className="grid gap-4 tablet:grid-cols-[10rem_1fr]">
        <TextField name="zip" label={labels.zip} required={required} autoComplete="postal-code" inputMode="numeric" />
        <TextField name="city" label={labels.city} required={required} autoComplete="address-level2" />
      </div>
    </>
  );
}
