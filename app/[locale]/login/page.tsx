import { getTranslations, setRequestLocale } from "next-intl/server";
import { SignInForm } from "@/components/auth/sign-in-form";
import { FormNotice } from "@/components/auth/auth-fields";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { currentOwner } from "@/lib/auth/owner-session";
import { safeReturnPath } from "@/lib/auth/return-path";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { one, type QueryPageProps } from "@/lib/i18n/page-props";
import { loginMetadata, stateFromError } from "@/lib/pages/login";
import { PageLink } from "@/components/layout/page-link";

// The owners' sign-in (spec §1, §6); a signed-in owner sees who they are signed in as instead.

export async function generateMetadata({ params }: QueryPageProps) {
  return loginMetadata("/login", (await params).locale);
}

const notices = { "signed-out": "signedOut", "password-changed": "passwordChanged" } as const;

export default async function Login({ params, searchParams }: QueryPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const [t, owner] = await Promise.all([getTranslations({ locale, namespace: "Login" }), currentOwner()]);
  const status = one(query.status);
  const notice = Object.hasOwn(notices, status) ? notices[status as keyof typeof notices] : null;
  return (
    <>
      <Breadcrumb route="/login" locale={locale} />
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <div className="mt-6 max-w-md">
        {owner ? (
          <div className="space-y-4" data-signed-in={owner.id}>
            <p>{t("signedInAs", { name: `${owner.firstName} ${owner.lastName}` })}</p>
            <p>
              <PageLink href="/owner" className="font-medium text-brand-900 underline">
                {t("toPortal")}
              </PageLink>
            </p>
            <SignOutButton locale={locale} />
          </div>
        ) : (
          <>
            {notice && <FormNotice>{t(notice)}</FormNotice>}
            <p className="mt-4 text-slate-700">{t("intro")}</p>
            <ClientMessages
              namespaces={[
                "Login",
                "Forms.captchaChecking",
                "Forms.captchaDone",
                "Forms.captchaFailed",
                "Forms.captchaLabel",
              ]}
            >
              <SignInForm
                locale={locale}
                next={safeReturnPath(one(query.next))}
                initial={stateFromError(one(query.error))}
              />
            </ClientMessages>
            <p className="mt-6">
              <PageLink href="/login/forgotten-password" className="font-medium text-brand-900 underline">
                {t("forgotten")}
              </PageLink>
            </p>
          </>
        )}
      </div>
    </>
  );
}
