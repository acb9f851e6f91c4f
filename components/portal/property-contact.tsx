import Image from "next/image";
import { getTranslations } from "next-intl/server";
import { agency } from "@/lib/agency";
import type { Locale } from "@/lib/i18n/locales";
import type { PortalPropertyDetail } from "@/lib/types/portal";
import { formatPhone, telHref } from "@/lib/rules/phone";

type Props = { property: PortalPropertyDetail; locale: Locale };

/**
 * How many confirmed standing searches the property answers today, and how many people watch it by
 * e-mail: "is anyone looking for a home like mine?"
 */
export async function MatchingSearches({ property, locale }: Props) {
  const t = await getTranslations({ locale, namespace: "OwnerPortal" });
  return (
    <section
      aria-labelledby="matching"
      className="rounded-lg border border-brand-100 bg-white p-4"
      data-section="matching"
    >
      <h2 id="matching" className="text-lg font-semibold text-brand-900">
        {t("matchingTitle")}
      </h2>
      <p className="mt-2" data-matching={property.matchingSearches}>
        {t("matching", { count: property.matchingSearches })}
      </p>
      <p className="mt-2" data-watchers={property.watchers}>
        {t("watchers", { count: property.watchers })}
      </p>
      <p className="mt-2 text-sm text-slate-700">{t("matchingHelp")}</p>
    </section>
  );
}

/** The property's manager at the agency (spec §1): photo, name, phone and e-mail. */
export async function ManagerContact({ property, locale }: Props) {
  const t = await getTranslations({ locale, namespace: "OwnerPortal" });
  const manager = property.manager;
  return (
    <section
      aria-labelledby="manager"
      className="rounded-lg border border-brand-100 bg-white p-4"
      data-section="manager"
    >
      <h2 id="manager" className="text-lg font-semibold text-brand-900">
        {t("managerTitle")}
      </h2>
      {manager ? (
        <div className="mt-3 flex items-center gap-4">
          {manager.photoUrl && (
            <Image
              src={manager.photoUrl}
              alt={t("photoOfManager", { name: manager.name })}
              width={72}
              height={72}
              className="h-18 w-18 rounded-full object-cover"
            />
          )}
          <p className="leading-relaxed">
            <strong>{manager.name}</strong>
            <br />
            <a className="text-brand-700 underline" href={telHref(manager.phone)}>
              {formatPhone(manager.phone)}
            </a>
            <br />
            <a className="break-all text-brand-700 underline" href={`mailto:${manager.email}`}>
              {manager.email}
            </a>
          </p>
        </div>
      ) : (
        <p className="mt-2 text-slate-700" data-empty>
          {t("noManager", { phone: formatPhone(agency.phone) })}
        </p>
      )}
    </section>
  );
}
