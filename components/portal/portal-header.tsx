import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { PortalOwner } from "@/lib/portal/types";

/** The portal's own bar: who is signed in, and the place of the sign-out button (`actions`). */
export async function PortalHeader({
  owner,
  locale,
  actions,
}: {
  owner: PortalOwner;
  locale: Locale;
  actions?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "OwnerPortal" });
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-100 bg-white px-4 py-3">
      <p className="text-slate-700" data-owner-name>
        {t("signedInAs", { name: `${owner.firstName} ${owner.lastName}` })}
      </p>
      <div className="flex items-center gap-3" data-portal-actions>
        {actions}
      </div>
    </div>
  );
}
