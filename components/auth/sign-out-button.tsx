import { getTranslations } from "next-intl/server";
import { signOutOwner } from "@/lib/auth/actions/sign-out";
import type { Locale } from "@/lib/i18n/locales";

/** Signs the owner out (the session ends on the server too); a plain form, so it works without JavaScript. */
export async function SignOutButton({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Login" });
  return (
    <form action={signOutOwner}>
      <input type="hidden" name="locale" value={locale} />
      <button
        type="submit"
        className="rounded border border-brand-900 px-3 py-2 font-medium text-brand-900 hover:bg-brand-100"
      >
        {t("signOut")}
      </button>
    </form>
  );
}
