import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { PortalHeader } from "@/components/portal/portal-header";
import { requireOwner } from "@/lib/auth/owner-session";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/locales";
import { alternates } from "@/lib/i18n/metadata";
import { buildPath } from "@/lib/i18n/build-path";

// The signed-in owner's password change (ASVS 6.2.2): the current password, then the new one twice.
// Drawn per request for the session's owner; the action asks the session again.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "OwnerPassword" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: alternates("/owner/password", locale),
    robots: { index: false, follow: false },
  };
}

export default async function OwnerPasswordPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const owner = await requireOwner(locale, buildPath("/owner/password", locale));
  const t = await getTranslations("OwnerPassword");
  return (
    <>
      <Breadcrumb route="/owner/password" locale={locale} />
      <PortalHeader owner={owner} locale={locale} />
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <div className="mt-6 max-w-md">
        <p className="text-slate-700">{t("intro")}</p>
        <ClientMessages
          namespaces={[
            "OwnerPassword",
            "Login.newPassword",
            "Login.confirmPassword",
            "Login.throttled",
            "Login.toPortal",
            "Login.passwordLength",
            "Login.notIdentical",
            "Login.passwordCommon",
            "Login.passwordGuessable",
            "Login.passwordPersonal",
          ]}
        >
          <ChangePasswordForm locale={locale} portalHref={buildPath("/owner", locale)} />
        </ClientMessages>
      </div>
    </>
  );
}
