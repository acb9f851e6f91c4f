import { getTranslations } from "next-intl/server";
import { contentRoute } from "@/components/content/content-route";
import { JobSection } from "@/components/forms/people-sections";
import { listContent, listTeam } from "@/lib/db/content";
import { buildPath } from "@/lib/i18n/resolve";

const route = contentRoute("/L'agence/", "/agency", async (locale) => {
  const [team, values, t] = await Promise.all([
    listTeam(locale),
    listContent("COMPANY_VALUE", locale),
    getTranslations({ locale, namespace: "Agency" }),
  ]);
  return (
    <>
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
    </>
  );
});
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
