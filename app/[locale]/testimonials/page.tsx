import type { Metadata } from "next";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { contactPersonLabels } from "@/components/forms/contact-person-labels";
import { formTexts } from "@/components/forms/form-texts";
import { TestimonialForm } from "@/components/forms/people-forms";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { listTestimonials } from "@/lib/db/content";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";

type Props = { params: Promise<{ locale: Locale }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Testimonials" });
  return { title: t("title"), description: t("description"), alternates: alternates("/testimonials", locale) };
}

export default async function TestimonialsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, format, items, tf, f, texts, person] = await Promise.all([
    getTranslations("Testimonials"),
    getFormatter(),
    listTestimonials(locale, 100),
    getTranslations("TestimonialForm"),
    getTranslations("Forms"),
    formTexts(),
    contactPersonLabels(locale),
  ]);
  return (
    <section className="mx-auto max-w-3xl">
      <Breadcrumb route="/testimonials" locale={locale} />
      <h1 className="mb-6 text-3xl font-bold text-brand-900">{t("title")}</h1>
      {items.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ul className="space-y-4">
          {items.map((item) => (
            <li key={item.id}>
              <figure className="rounded-lg bg-brand-50 p-5">
                <blockquote>“{item.opinion}”</blockquote>
                <figcaption className="mt-3 text-sm">
                  <span className="font-semibold text-brand-900">{item.name}</span> · {item.aboutYou} ·{" "}
                  <time dateTime={item.postedAt}>
                    {format.dateTime(new Date(item.postedAt), { dateStyle: "medium" })}
                  </time>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
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
    </section>
  );
}
