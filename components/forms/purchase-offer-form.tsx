"use client";

import { useEffect, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { sendPurchaseOffer } from "@/lib/forms/actions/purchase-offer";
import { purchaseOfferSchema } from "@/lib/forms/schemas";
import { numberInWords } from "@/lib/rules/amount-words";
import { formatEuro } from "@/lib/rules/price";
import { AddressFields, blankAddress, PersonFields, type ContactPersonLabels } from "./contact-person";
import { CheckboxField, ManagedForm, TextArea, TextField, type FormTexts } from "./form-kit";

export interface OfferLabels {
  title: string;
  steps: [offer: string, buyers: string, sign: string];
  amount: string;
  amountWords: string;
  amountWordsHint: string;
  euro: string;
  /** With {amount}. */
  advance: string;
  startDate: string;
  endDate: string;
  conditions: string;
  place: string;
  signDate: string;
  buyer1: string;
  buyer2: string;
  buyer2First: string;
  buyer2Last: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  send: string;
}

/**
 * The amount in words follows the digits (spec §3: generated in the page's language), until the
 * visitor writes it themselves; the 10 % advance at signing is shown as they type.
 */
function AmountInWords({ locale, labels }: { locale: string; labels: OfferLabels }) {
  const { setValue, getValues } = useFormContext();
  const amount = useWatch({ name: "amount" }) as string | undefined;
  const written = useRef("");
  const n = Number(String(amount ?? "").replace(/[\s.]/g, ""));
  const valid = Number.isInteger(n) && n > 0 && n <= 1_000_000_000;
  useEffect(() => {
    if (!valid) return;
    const words = `${numberInWords(n, locale)} ${labels.euro}`;
    // Only replace what this component wrote: a visitor's own wording stays.
    if (getValues("amountWords") === written.current || !getValues("amountWords")) {
      written.current = words;
      setValue("amountWords", words, { shouldValidate: false });
    }
  }, [n, valid, locale, labels.euro, getValues, setValue]);
  return (
    <>
      <TextField name="amountWords" label={labels.amountWords} required />
      <p className="-mt-2 text-sm text-slate-700">{labels.amountWordsHint}</p>
      {valid && (
        <p role="status" className="rounded bg-brand-50 px-3 py-2 text-sm font-medium">
          {labels.advance.replace("{amount}", formatEuro(Math.round(n / 10), locale))}
        </p>
      )}
    </>
  );
}

export function PurchaseOfferForm({
  locale,
  propertyId,
  texts,
  person,
  labels,
}: {
  locale: string;
  propertyId: number;
  texts: FormTexts;
  person: ContactPersonLabels;
  labels: OfferLabels;
}) {
  return (
    <ManagedForm
      schema={purchaseOfferSchema}
      action={sendPurchaseOffer}
      label={labels.title}
      submitLabel={labels.send}
      hidden={{ locale, propertyId }}
      texts={texts}
      defaultValues={{
        propertyId,
        amountWords: "",
        startDate: "",
        endDate: "",
        conditions: "",
        place: "",
        signDate: "",
        firstName: "",
        lastName: "",
        email: "",
        phone: "",
        ...blankAddress,
        buyer2FirstName: "",
        buyer2LastName: "",
        privacy: false,
      }}
      steps={[
        {
          title: labels.steps[0],
          fields: ["amount", "amountWords", "startDate", "endDate", "conditions"],
          content: (
            <>
              <TextField name="amount" label={labels.amount} required inputMode="numeric" />
              <AmountInWords locale={locale} labels={labels} />
              <div className="grid gap-4 tablet:grid-cols-2">
                <TextField name="startDate" label={labels.startDate} type="date" required />
                <TextField name="endDate" label={labels.endDate} type="date" required />
              </div>
              <TextArea name="conditions" label={labels.conditions} />
            </>
          ),
        },
        {
          title: labels.steps[1],
          fields: [
            "title",
            "firstName",
            "lastName",
            "email",
            "phone",
            "street",
            "houseNumber",
            "zip",
            "city",
            "buyer2FirstName",
            "buyer2LastName",
          ],
          content: (
            <>
              <p className="font-semibold text-brand-900">{labels.buyer1}</p>
              <PersonFields labels={person} />
              <AddressFields labels={labels} required />
              <p className="font-semibold text-brand-900">{labels.buyer2}</p>
              <div className="grid gap-4 tablet:grid-cols-2">
                <TextField name="buyer2FirstName" label={labels.buyer2First} />
                <TextField name="buyer2LastName" label={labels.buyer2Last} />
              </div>
            </>
          ),
        },
        {
          title: labels.steps[2],
          fields: ["place", "signDate", "privacy"],
          content: (
            <>
              <div className="grid gap-4 tablet:grid-cols-2">
                <TextField name="place" label={labels.place} required />
                <TextField name="signDate" label={labels.signDate} type="date" />
              </div>
              <CheckboxField name="privacy" label={person.privacy} required />
            </>
          ),
        },
      ]}
    />
  );
}
