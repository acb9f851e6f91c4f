import { getTranslations, setRequestLocale } from "next-intl/server";
import { ResetRequestForm } from "@/components/auth/reset-request-form";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/locales";
import { loginMetadata } from "@/lib/pages/login";
import { PageLink } from "@/components/layout/page-link";

// The password reminder (spec §1): passwords are kept only as hashes, so it mails a link to choose a new one.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props) {
  return loginMetadata("/login/forgotten-password", (await params).locale);
}

export default async function ForgottenPassword({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "Login" });
  return (
    <>
      <Breadcrumb route="/login/forgotten-password" locale={locale} />
      <h1 className="text-3xl font-bold text-brand-900">{t("forgottenTitle")}</h1>
      <div className="mt-6 max-w-md">
        <p className="text-slate-700">{t("forgottenIntro")}</p>
        <ClientMessages namespaces={["Login"]}>
          <ResetRequestForm />
        </ClientMessages>
        <p className="mt-6">
          <PageLink href="/login" className="font-medium text-brand-900 underline">
            {t("backToLogin")}
          </PageLink>
        </p>
      </div>
    </>
  );
}
