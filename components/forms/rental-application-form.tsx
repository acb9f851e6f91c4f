"use client";

import { useLocale, useTranslations } from "next-intl";
import { sendRentalApplication } from "@/lib/forms/actions/rental-application";
import { paymentConfirmation, type PaymentDeposit } from "@/lib/property/deposit";
import { formatEuro } from "@/lib/rules/price";
import { AmountField } from "./amount-field";
import { CheckboxField } from "./choice-fields";
import { blankContactPerson, PersonFields } from "./contact-person";
import { ManagedForm } from "./managed-form";
import { PrivacyField } from "./privacy-field";
import { FileField, TextArea, TextField } from "./text-fields";

/** The rental application (spec §3, §5) in four steps; the four confirmations must each be ticked. */
export function RentalApplicationForm({
  propertyId,
  minimumIncome,
  maximumPersons,
  deposit,
}: {
  propertyId: number;
  /** The figures the confirmations name (spec §5): income from the rent, persons from the rooms. */
  minimumIncome: number | null;
  maximumPersons: number;
  /** The deposit the payment confirmation names, by the property's region and form of guarantee. */
  deposit: PaymentDeposit;
}) {
  const t = useTranslations("Rental");
  const locale = useLocale();
  const payment = paymentConfirmation(deposit);
  return (
    <ManagedForm
      loadSchema={() => import("@/lib/forms/schemas/rental-application").then((m) => m.rentalApplicationSchema)}
      action={sendRentalApplication}
      label={t("title")}
      submitLabel={t("send")}
      hidden={{ locale, propertyId }}
      defaultValues={{
        propertyId,
        childrenAges: "",
        pets: "",
        movingDate: "",
        movingReason: "",
        confirmIncome: false,
        confirmPersons: false,
        confirmDescription: false,
        confirmPayment: false,
        ...blankContactPerson,
      }}
      steps={[
        {
          title: t("stepHousehold"),
          fields: ["adults", "children", "childrenAges", "pets"],
          content: (
            <>
              <div className="grid gap-4 tablet:grid-cols-2">
                <TextField name="adults" label={t("adults")} required inputMode="numeric" />
                <TextField name="children" label={t("children")} inputMode="numeric" />
              </div>
              <TextField name="childrenAges" label={t("childrenAges")} />
              <TextField name="pets" label={t("pets")} />
            </>
          ),
        },
        {
          title: t("stepIncome"),
          fields: ["movingDate", "movingReason", "income1", "income2"],
          content: (
            <>
              <TextField name="movingDate" label={t("movingDate")} type="date" required />
              <TextArea name="movingReason" label={t("movingReason")} />
              <div className="grid gap-4 tablet:grid-cols-2">
                <AmountField name="income1" label={t("income1")} required />
                <AmountField name="income2" label={t("income2")} />
              </div>
              <FileField name="cv" label={t("cv")} accept=".pdf,.docx,application/pdf" />
            </>
          ),
        },
        {
          title: t("stepYou"),
          fields: ["title", "firstName", "lastName", "email", "phone"],
          content: <PersonFields />,
        },
        {
          title: t("stepConfirm"),
          fields: ["confirmIncome", "confirmPersons", "confirmDescription", "confirmPayment", "privacy"],
          content: (
            <>
              <CheckboxField
                name="confirmIncome"
                label={t("confirmIncome", { 0: minimumIncome === null ? "" : formatEuro(minimumIncome, locale) })}
                required
              />
              <CheckboxField
                name="confirmPersons"
                label={t("confirmPersons", { 0: String(maximumPersons) })}
                required
              />
              <CheckboxField name="confirmDescription" label={t("confirmDescription")} required />
              <CheckboxField name="confirmPayment" label={t(payment.key, payment.values)} required />
              <PrivacyField />
            </>
          ),
        },
      ]}
    />
  );
}
