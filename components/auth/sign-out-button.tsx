import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { SignOutForm } from "./sign-out-form";

/** Signs the owner out, ending the session on the server too; needs no client messages of its own. */
export async function SignOutButton({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Login" });
  return <SignOutForm locale={locale} label={t("signOut")} />;
}
