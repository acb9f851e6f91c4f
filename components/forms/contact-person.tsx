"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { contactSlots, titles } from "@/lib/forms/choices";
import { CheckboxField, ChoiceGroup } from "./choice-fields";
import { PrivacyField } from "./privacy-field";
import { SelectField, TextArea, TextField } from "./text-fields";

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

/** Whether a form asks the phone: required where a call is the point, optional beside a plain message. */
export type PhoneAsked = "required" | "optional" | "none";

/** Who the visitor is: title, names, then e-mail and phone. */
export function PersonFields({ phone = "optional" }: { phone?: PhoneAsked }) {
  const t = useTranslations("Forms");
  return (
    <>
      <div className="grid gap-4 tablet:grid-cols-[10rem_1fr_1fr]">
        <SelectField
          name="title"
          label={t("labels.title")}
          options={titles.map((value) => [value, t(`titles.${value}`)])}
          required
          blank
        />
        <TextField name="firstName" label={t("labels.firstName")} required autoComplete="given-name" />
        <TextField name="lastName" label={t("labels.lastName")} required autoComplete="family-name" />
      </div>
      <div className={phone !== "none" ? "grid gap-4 tablet:grid-cols-2" : ""}>
        <TextField
          name="email"
          label={t("labels.email")}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
        />
        {phone !== "none" && (
          <TextField
            name="phone"
            label={t("labels.phone")}
            type="tel"
            required={phone === "required"}
            autoComplete="tel"
            inputMode="tel"
          />
        )}
      </div>
    </>
  );
}

/** When the agency may call: the three slots of spec §3. */
export function ContactSlotsField() {
  const t = useTranslations("Forms");
  return (
    <ChoiceGroup
      name="contactSlots"
      legend={t("labels.contactSlots")}
      options={contactSlots.map((value) => [value, t(`slots.${value}`)])}
      multiple
    />
  );
}

export function NewsletterField() {
  const t = useTranslations("Forms");
  return <CheckboxField name="newsletter" label={t("labels.newsletter")} />;
}

/** The contact person of spec §3: title, names, e-mail, phone, message, call times, newsletter, privacy. */
export function ContactPersonFields({
  phone = "optional",
  remarkLabel,
  remarkRequired = false,
  children,
}: {
  phone?: PhoneAsked;
  /** The message's label, when "Your message" is not the right question. */
  remarkLabel?: string;
  remarkRequired?: boolean;
  /** Fields of the particular form, shown before the message. */
  children?: ReactNode;
}) {
  const t = useTranslations("Forms");
  return (
    <>
      <PersonFields phone={phone} />
      {children}
      <TextArea name="remark" label={remarkLabel ?? t("labels.remark")} required={remarkRequired} />
      <ContactSlotsField />
      <NewsletterField />
      <PrivacyField />
    </>
  );
}

/** The address fields before the visitor types anything. */
export const blankAddress = { street: "", houseNumber: "", zip: "", city: "" };

/** Street and number, then postal code and town; required where the form needs the address. */
export function AddressFields({ required, streetLabel }: { required?: boolean; streetLabel?: string }) {
  const t = useTranslations("Forms");
  return (
    <>
      <div className="grid gap-4 tablet:grid-cols-[1fr_8rem]">
        <TextField
          name="street"
          label={streetLabel ?? t("labels.street")}
          required={required}
          autoComplete="address-line1"
        />
        <TextField name="houseNumber" label={t("labels.houseNumber")} />
      </div>
      <div className="grid gap-4 tablet:grid-cols-[10rem_1fr]">
        <TextField
          name="zip"
          label={t("labels.zip")}
          required={required}
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <TextField name="city" label={t("labels.city")} required={required} autoComplete="address-level2" />
      </div>
    </>
  );
}
