import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { PortalHeader } from "@/components/portal/portal-header";
import { PropertySummary } from "@/components/portal/property-summary";
import { ReportSetting } from "@/components/portal/report-setting";
import { requireOwner } from "@/lib/auth/owner-session";
import { ownerOverview } from "@/lib/db/owner-portal";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import { buildPath } from "@/lib/i18n/build-path";

// The owner portal's overview (spec §1): every property of the signed-in owner with its headline
// figures. Drawn per request for the session's owner; nothing of it is cached.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "OwnerPortal" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: alternates("/owner", locale),
    robots: { index: false, follow: false },
  };
}

export default async function OwnerPortalPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const signedIn = await requireOwner(locale, buildPath("/owner", locale));
  const overview = await ownerOverview(signedIn.id, locale);
  if (!overview) notFound();
  const { owner, properties } = overview;
  const t = await getTranslations("OwnerPortal");
  return (
    <>
      <Breadcrumb route="/owner" locale={locale} />
      <PortalHeader owner={owner} locale={locale} />
      <h1 className="text-3xl font-bold text-brand-900">{t("greeting", { name: owner.firstName })}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("intro")}</p>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">{t("figuresNote")}</p>
      <div className="mt-8 grid gap-8 desktop:grid-cols-[1fr_20rem]">
        <section aria-labelledby="properties">
          <h2 id="properties" className="mb-4 text-xl font-semibold text-brand-900">
            {t("propertiesTitle")}
          </h2>
          {properties.length === 0 ? (
            <p className="text-slate-700" data-empty>
              {t("noProperties")}
            </p>
          ) : (
            <div className="space-y-4">
              {properties.map((property) => (
                <PropertySummary key={property.id} property={property} locale={locale} />
              ))}
            </div>
          )}
        </section>
        <aside>
          <ClientMessages
            namespaces={[
              "OwnerPortal.reportTitle",
              "OwnerPortal.reportLabel",
              "OwnerPortal.reportSave",
              "OwnerPortal.reportSaved",
              "OwnerPortal.reportFailed",
            ]}
          >
            <ReportSetting enabled={owner.monthlyReport} />
          </ClientMessages>
        </aside>
      </div>
    </>
  );
}
