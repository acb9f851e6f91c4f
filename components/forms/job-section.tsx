import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/locales";
import { JobForm } from "./job-form";

/** The job application on the agency page. */
export async function JobSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Job" });
  return (
    <section aria-labelledby="job" className="mt-10">
      <h2 id="job" className="text-2xl font-bold text-brand-900">
        {t("title")}
      </h2>
      <p className="mt-2 text-slate-700">{t("intro")}</p>
      <div className="mt-4">
        <ClientMessages namespaces={["Forms", "Job"]}>
          <JobForm />
        </ClientMessages>
      </div>
    </section>
  );
}
