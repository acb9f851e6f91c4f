"use client";

import { sendRentalApplication } from "@/lib/forms/actions/rental-application";
import { rentalApplicationSchema } from "@/lib/forms/schemas";
import { blankContactPerson, PersonFields, type ContactPersonLabels } from "./contact-person";
import { CheckboxField, FileField, ManagedForm, TextArea, TextField, type FormTexts } from "./form-kit";

export interface RentalLabels {
  title: string;
  steps: [household: string, income: string, you: string, confirm: string];
  adults: string;
  children: string;
  childrenAges: string;
  pets: string;
  movingDate: string;
  movingReason: string;
  income1: string;
  income2: string;
  cv: string;
  confirmIncome: string;
  confirmPersons: string;
  confirmDescription: string;
  confirmPayment: string;
  send: string;
}

/** The rental application (spec §3, §5) in four steps; the four confirmations must each be ticked. */
export function RentalApplicationForm({
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
  labels: RentalLabels;
}) {
  return (
    <ManagedForm
      schema={rentalApplicationSchema}
      action={sendRentalApplication}
      label={labels.title}
      submitLabel={labels.send}
      hidden={{ locale, propertyId }}
      texts={texts}
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
          title: labels.steps[0],
          fields: ["adults", "children", "childrenAges", "pets"],
          content: (
            <>
              <div className="grid gap-4 tablet:grid-cols-2">
                <TextField name="adults" label={labels.adults} required inputMode="numeric" />
                <TextField name="children" label={labels.children} inputMode="numeric" />
              </div>
              <TextField name="childrenAges" label={labels.childrenAges} />
              <TextField name="pets" label={labels.pets} />
            </>
          ),
        },
        {
          title: labels.steps[1],
          fields: ["movingDate", "movingReason", "income1", "income2"],
          content: (
            <>
              <TextField name="movingDate" label={labels.movingDate} type="date" required />
              <TextArea name="movingReason" label={labels.movingReason} />
              <div className="grid gap-4 tablet:grid-cols-2">
                <TextField name="income1" label={labels.income1} required inputMode="numeric" />
                <TextField name="income2" label={labels.income2} inputMode="numeric" />
              </div>
              <FileField name="cv" label={labels.cv} accept=".pdf,.docx,application/pdf" />
            </>
          ),
        },
        {
          title: labels.steps[2],
          fields: ["title", "firstName", "lastName", "email", "phone"],
          content: (
            <>
              <PersonFields labels={person} />
            </>
          ),
        },
        {
          title: labels.steps[3],
          fields: ["confirmIncome", "confirmPersons", "confirmDescription", "confirmPayment", "privacy"],
          content: (
            <>
              <CheckboxField name="confirmIncome" label={labels.confirmIncome} required />
              <CheckboxField name="confirmPersons" label={labels.confirmPersons} required />
              <CheckboxField name="confirmDescription" label={labels.confirmDescription} required />
              <CheckboxField name="confirmPayment" label={labels.confirmPayment} required />
              <CheckboxField name="privacy" label={person.privacy} required />
            </>
          ),
        },
      ]}
    />
  );
}
