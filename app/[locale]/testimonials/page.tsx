import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { TestimonialSection } from "@/components/forms/testimonial-section";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { listTestimonials } from "@/lib/db/content";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import { formatLongDate } from "@/lib/rules/date";

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
  const [t, items] = await Promise.all([getTranslations("Testimonials"), listTestimonials(locale, 100)]);
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
                  <time dateTime={item.postedAt}>{formatLongDate(item.postedAt, locale)}</time>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      <TestimonialSection locale={locale} />
    </section>
  );
}
