import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ContentArticle } from "@/components/content/content-article";
import { JobSection } from "@/components/forms/job-section";
import { contentPageMetadata, loadContentPage } from "@/lib/pages/content";
import { listContent, listTeam } from "@/lib/db/content";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/build-path";

type Props = { params: Promise<{ locale: Locale }> };

// Rendered on first request, then cached: the text, team and values live in the database.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentPageMetadata("/agency", (await params).locale);
}

export default async function AgencyPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = await loadContentPage("/agency", locale);
  const [team, values, t] = await Promise.all([
    listTeam(locale),
    listContent("COMPANY_VALUE", locale),
    getTranslations("Agency"),
  ]);
  return (
    <ContentArticle page={page} route="/agency" locale={locale}>
      <h2 className="mt-10 text-2xl font-bold text-brand-900">{t("team")}</h2>
      <ul className="mt-4 grid gap-4 tablet:grid-cols-2">
        {team.map((member) => (
          <li key={member.slug} className="rounded-lg border border-brand-100 bg-white p-4">
            <a
              className="font-semibold text-brand-900 underline"
              href={buildPath("/team/[slug]", locale, { slug: member.slug })}
            >
              {member.firstName} {member.lastName}
            </a>
            <p className="text-sm text-slate-700">{member.role}</p>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-2xl font-bold text-brand-900">{t("values")}</h2>
      <ul className="mt-4 grid gap-2 tablet:grid-cols-3">
        {values.map((value) => (
          <li key={value.key}>
            <a className="text-brand-700 underline" href={buildPath("/values/[slug]", locale, { slug: value.slug })}>
              {value.title}
            </a>
          </li>
        ))}
      </ul>
      <JobSection locale={locale} />
    </ContentArticle>
  );
}
