import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { contactPersonLabels } from "./contact-person-labels";
import { formTexts } from "./form-texts";
import { JobForm, TestimonialForm } from "./people-forms";

/** The job application on the agency page. */
export async function JobSection({ locale }: { locale: Locale }) {
  const [j, texts, labels] = await Promise.all([
    getTranslations({ locale, namespace: "Job" }),
    formTexts(),
    contactPersonLabels(locale),
  ]);
  return (
    <section aria-labelledby="job" className="mt-10">
      <h2 id="job" className="text-2xl font-bold text-brand-900">
        {j("title")}
      </h2>
      <p className="mt-2 text-slate-700">{j("intro")}</p>
      <div className="mt-4">
        <JobForm
          locale={locale}
          texts={texts}
          labels={labels}
          title={j("title")}
          cv={j("cv")}
          motivation={j("motivation")}
        />
      </div>
    </section>
  );
}

/** The form under the testimonials. */
export async function TestimonialSection({ locale }: { locale: Locale }) {
  const [tf, f, texts, person] = await Promise.all([
    getTranslations("TestimonialForm"),
    getTranslations("Forms"),
    formTexts(),
    contactPersonLabels(locale),
  ]);
  return (
    <section aria-labelledby="testimonial-form" className="mt-12">
      <h2 id="testimonial-form" className="text-2xl font-bold text-brand-900">
        {tf("title")}
      </h2>
      <p className="mt-2 text-slate-700">{tf("intro")}</p>
      <div className="mt-4">
        <TestimonialForm
          locale={locale}
          texts={texts}
          labels={{
            title: tf("title"),
            name: tf("name"),
            aboutYou: tf("aboutYou"),
            website: tf("website"),
            image: tf("image"),
            opinion: tf("opinion"),
            email: f("labels.email"),
            privacy: person.privacy,
          }}
        />
      </div>
    </section>
  );
}
