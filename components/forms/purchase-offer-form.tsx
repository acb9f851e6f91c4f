"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useWatch } from "react-hook-form";
import { sendPurchaseOffer } from "@/lib/forms/actions/purchase-offer";
import { numberInWords } from "@/lib/rules/amount-words";
import { formatEuro } from "@/lib/rules/price";
import { AmountField } from "./amount-field";
import { AddressFields, blankAddress, PersonFields } from "./contact-person";
import { useFormMethods } from "./form-context";
import { ManagedForm } from "./managed-form";
import { PrivacyField } from "./privacy-field";
import { TextArea, TextField } from "./text-fields";

/**
 * The amount in words follows the digits (spec §3: generated in the page's language), until the
 * visitor writes it themselves; the 10 % advance at signing is shown as they type.
 */
function AmountInWords() {
  const t = useTranslations("PurchaseOffer");
  const locale = useLocale();
  const { setValue, getValues } = useFormMethods();
  const amount = useWatch({ name: "amount" }) as string | undefined;
  const written = useRef("");
  const n = Number(String(amount ?? "").replace(/\D/g, ""));
  const valid = Number.isInteger(n) && n > 0 && n <= 1_000_000_000;
  const euro = t("euro");
  useEffect(() => {
    if (!valid) return;
    const words = `${numberInWords(n, locale)} ${euro}`;
    // Only replace what this component wrote: a visitor's own wording stays.
    if (getValues("amountWords") === written.current || !getValues("amountWords")) {
      written.current = words;
      setValue("amountWords", words, { shouldValidate: false });
    }
  }, [n, valid, locale, euro, getValues, setValue]);
  return (
    <>
      <TextField name="amountWords" label={t("amountWords")} required />
      <p className="-mt-2 text-sm text-slate-700">{t("amountWordsHint")}</p>
      {valid && (
        <p role="status" className="rounded bg-brand-50 px-3 py-2 text-sm font-medium">
          {t("advance", { amount: formatEuro(Math.round(n / 10), locale) })}
        </p>
      )}
    </>
  );
}

export function PurchaseOfferForm({ propertyId }: { propertyId: number }) {
  const t = useTranslations("PurchaseOffer");
  const locale = useLocale();
  return (
    <ManagedForm
      loadSchema={() => import("@/lib/forms/schemas/purchase-offer").then((m) => m.purchaseOfferSchema)}
      action={sendPurchaseOffer}
      label={t("title")}
      submitLabel={t("send")}
      hidden={{ locale, propertyId }}
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
          title: t("stepOffer"),
          fields: ["amount", "amountWords", "startDate", "endDate", "conditions"],
          content: (
            <>
              <AmountField name="amount" label={t("amount")} required />
              <AmountInWords />
              <div className="grid gap-4 tablet:grid-cols-2">
                <TextField name="startDate" label={t("startDate")} type="date" required />
                <TextField name="endDate" label={t("endDate")} type="date" required />
              </div>
              <TextArea name="conditions" label={t("conditions")} />
            </>
          ),
        },
        {
          title: t("stepBuyers"),
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
              <p className="font-semibold text-brand-900">{t("buyer1")}</p>
              <PersonFields />
              <AddressFields required />
              <p className="font-semibold text-brand-900">{t("buyer2")}</p>
              <div className="grid gap-4 tablet:grid-cols-2">
                <TextField name="buyer2FirstName" label={t("buyer2First")} />
                <TextField name="buyer2LastName" label={t("buyer2Last")} />
              </div>
            </>
          ),
        },
        {
          title: t("stepSign"),
          fields: ["place", "signDate", "privacy"],
          content: (
            <>
              <div className="grid gap-4 tablet:grid-cols-2">
                <TextField name="place" label={t("place")} required />
                <TextField name="signDate" label={t("signDate")} type="date" />
              </div>
              <PrivacyField />
            </>
          ),
        },
      ]}
    />
  );
}
