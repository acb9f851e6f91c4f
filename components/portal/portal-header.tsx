import { getTranslations } from "next-intl/server";
import { SignOutButton } from "@/components/auth/sign-out-button";
import type { Locale } from "@/lib/i18n/locales";
import type { PortalOwner } from "@/lib/types/portal";
import { PageLink } from "@/components/layout/page-link";

/** The portal's own bar: who is signed in, their password, and signing out. */
export async function PortalHeader({
  owner,
  locale,
}: {
  owner: Pick<PortalOwner, "firstName" | "lastName">;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "OwnerPortal" });
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-100 bg-white px-4 py-3">
      <p className="text-slate-700" data-owner-name>
        {t("signedInAs", { name: `${owner.firstName} ${owner.lastName}` })}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <PageLink href="/owner/password" className="font-medium text-brand-900 underline">
          {t("changePassword")}
        </PageLink>
        <SignOutButton locale={locale} />
      </div>
    </div>
  );
}
