import { getTranslations, setRequestLocale } from "next-intl/server";
import { FormAlert } from "@/components/auth/auth-fields";
import { NewPasswordForm } from "@/components/auth/new-password-form";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { resetLinkState } from "@/lib/db/password-resets";
import { isToken } from "@/lib/domain/id";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { one, type QueryPageProps } from "@/lib/i18n/page-props";
import { loginMetadata } from "@/lib/pages/login";
import { PageLink } from "@/components/layout/page-link";
import { buildPath } from "@/lib/i18n/build-path";

// The page a reset link opens (?token=…): it only reads the link (mail scanners open links); the form's POST uses it.

export async function generateMetadata({ params }: QueryPageProps) {
  return loginMetadata("/login/new-password", (await params).locale);
}

export default async function NewPassword({ params, searchParams }: QueryPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const token = one((await searchParams).token);
  const [t, state] = await Promise.all([
    getTranslations({ locale, namespace: "Login" }),
    isToken(token) ? resetLinkState(token) : ("unknown" as const),
  ]);
  return (
    <>
      <Breadcrumb route="/login/new-password" locale={locale} />
      <h1 className="text-3xl font-bold text-brand-900">{t("newTitle")}</h1>
      <div className="mt-6 max-w-md">
        {state === "open" ? (
          <>
            <p className="text-slate-700">{t("newIntro")}</p>
            <ClientMessages namespaces={["Login"]}>
              <NewPasswordForm
                locale={locale}
                token={token}
                askAgainHref={buildPath("/login/forgotten-password", locale)}
              />
            </ClientMessages>
          </>
        ) : (
          <div className="space-y-4">
            <FormAlert>{t(state === "expired" ? "linkExpired" : "linkUnknown")}</FormAlert>
            <PageLink href="/login/forgotten-password" className="font-medium text-brand-900 underline">
              {t("askNewLink")}
            </PageLink>
          </div>
        )}
      </div>
    </>
  );
}
