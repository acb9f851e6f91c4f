import type { Metadata } from "next";
import Image from "next/image";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { getTeamMember } from "@/lib/db/content";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import { colon, formatPhone, telHref } from "@/lib/rules";

type Props = { params: Promise<{ locale: Locale; slug: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const member = await getTeamMember(slug, locale);
  return member
    ? {
        title: `${member.firstName} ${member.lastName}`,
        description: member.bio.slice(0, 160),
        alternates: alternates("/team/[slug]", locale, { slug }),
      }
    : {};
}

export default async function TeamMemberPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const member = await getTeamMember(slug, locale);
  if (!member) notFound();
  const t = await getTranslations("Agency");
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <article className="mx-auto max-w-3xl">
      <Breadcrumb route="/team/[slug]" locale={locale} current={name} />
      <div className="flex flex-col gap-6 tablet:flex-row">
        {member.photoUrl && <Image src={member.photoUrl} alt={name} width={200} height={200} className="rounded-lg" />}
        <div>
          <h1 className="text-3xl font-bold text-brand-900">{name}</h1>
          <p className="mt-1 text-lg text-slate-700">{member.role}</p>
          <p className="mt-4 leading-relaxed text-slate-800">{member.bio}</p>
          <p className="mt-4">
            {t("phone")}
            {colon(locale)}{" "}
            <a className="underline" href={telHref(member.phone)}>
              {formatPhone(member.phone)}
            </a>
          </p>
          <p>
            {t("email")}
            {colon(locale)}{" "}
            <a className="underline" href={`mailto:${member.email}`}>
              {member.email}
            </a>
          </p>
        </div>
      </div>
    </article>
  );
}
