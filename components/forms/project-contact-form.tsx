"use client";

import { useLocale } from "next-intl";
import { sendProjectContact } from "@/lib/forms/actions/project-contact";
import { blankContactPerson, ContactPersonFields } from "./contact-person";
import { ManagedForm } from "./managed-form";

/** The project contact (spec §1): a question about a new-build project, to its manager. */
export function ProjectContactForm({ projectId, title }: { projectId: number; title: string }) {
  const locale = useLocale();
  return (
    <ManagedForm
      loadSchema={() => import("@/lib/forms/schemas/project-contact").then((m) => m.projectContactSchema)}
      action={sendProjectContact}
      label={title}
      hidden={{ locale, projectId }}
      defaultValues={{ ...blankContactPerson, projectId }}
    >
      <ContactPersonFields />
    </ManagedForm>
  );
}
