"use client";

import { useLocale, useTranslations } from "next-intl";
import { sendJobApplication } from "@/lib/forms/actions/job-application";
import { blankContactPerson, ContactPersonFields } from "./contact-person";
import { ManagedForm } from "./managed-form";
import { FileField } from "./text-fields";

/** A job application with its CV (spec §1 job contact). */
export function JobForm() {
  const t = useTranslations("Job");
  const locale = useLocale();
  return (
    <ManagedForm
      loadSchema={() => import("@/lib/forms/schemas/job").then((m) => m.jobSchema)}
      action={sendJobApplication}
      label={t("title")}
      hidden={{ locale }}
      defaultValues={{ ...blankContactPerson }}
    >
      <ContactPersonFields remarkLabel={t("motivation")}>
        <FileField
          name="cv"
          label={t("cv")}
          required
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        />
      </ContactPersonFields>
    </ManagedForm>
  );
}
