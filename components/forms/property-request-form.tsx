"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { sendPropertyRequest } from "@/lib/forms/actions/property-request";
import { useFormMethods } from "./form-context";
import { ChoiceGroup } from "./choice-fields";
import { blankContactPerson, ContactPersonFields } from "./contact-person";
import { ManagedForm } from "./managed-form";

/** Follows the page's #visit-request or #more-info link: the request type is chosen for the visitor. */
function RequestFromHash() {
  const { setValue } = useFormMethods();
  useEffect(() => {
    const apply = () => {
      if (location.hash === "#more-info") setValue("request", "MORE_INFO");
      if (location.hash === "#visit-request") setValue("request", "VISIT_REQUEST");
    };
    apply();
    window.addEventListener("hashchange", apply);
    return () => window.removeEventListener("hashchange", apply);
  }, [setValue]);
  return null;
}

/** The contact person, the phone required for a visit (the contact person calls to agree on a time). */
function RequestContactFields() {
  const request = useWatch({ name: "request" }) as string | undefined;
  return <ContactPersonFields phone={request === "MORE_INFO" ? "optional" : "required"} />;
}

/** Visit request or more information about a property (spec §1); sold or rented ones offer information only. */
export function PropertyRequestForm({ propertyId, visits }: { propertyId: number; visits: boolean }) {
  const t = useTranslations("PropertyForms");
  const locale = useLocale();
  return (
    <ManagedForm
      loadSchema={() => import("@/lib/forms/schemas/property-request").then((m) => m.propertyRequestSchema)}
      action={sendPropertyRequest}
      label={t("requestTitle")}
      hidden={visits ? { locale, propertyId } : { locale, propertyId, request: "MORE_INFO" }}
      defaultValues={{
        request: visits ? "VISIT_REQUEST" : "MORE_INFO",
        ...blankContactPerson,
        propertyId,
      }}
    >
      {visits && (
        <>
          <RequestFromHash />
          <ChoiceGroup
            name="request"
            legend={t("requestType")}
            options={[
              ["VISIT_REQUEST", t("visit")],
              ["MORE_INFO", t("info")],
            ]}
          />
        </>
      )}
      <RequestContactFields />
    </ManagedForm>
  );
}
