import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/locales";
import { TestimonialForm } from "./testimonial-form";

/** The form under the testimonials. */
export async function TestimonialSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "TestimonialForm" });
  return (
    <section aria-labelledby="testimonial-form" className="mt-12">
      <h2 id="testimonial-form" className="text-2xl font-bold text-brand-900">
        {t("title")}
      </h2>
      <p className="mt-2 text-slate-700">{t("intro")}</p>
      <div className="mt-4">
        <ClientMessages namespaces={["Forms", "TestimonialForm"]}>
          <TestimonialForm />
        </ClientMessages>
      </div>
    </section>
  );
}
