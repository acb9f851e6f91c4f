import { useLocale, useTranslations } from "next-intl";
import { agency, agencyAddress } from "@/lib/agency";
import type { Locale } from "@/lib/i18n/locales";
import { colon, formatPhone, telHref } from "@/lib/rules";
import { PageLink, type PlainPage } from "./page-link";

const legal = [
  ["/disclaimer", "disclaimer"],
  ["/privacy", "privacy"],
  ["/cookie-policy", "cookie_policy"],
  ["/agency/legal-notice", "agency_legal_notice"],
] as const;

const more = [
  ["/agency", "agency"],
  ["/property-management", "property_management"],
  ["/online-valuation", "online_valuation"],
  ["/keep-me-informed", "keep_me_informed"],
  ["/newsletter", "newsletter"],
  ["/blog", "blog"],
  ["/testimonials", "testimonials"],
] as const;

type RouteName = Parameters<ReturnType<typeof useTranslations<"Routes">>>[0];

function LinkList({ label, links }: { label: string; links: readonly (readonly [PlainPage, RouteName])[] }) {
  const r = useTranslations("Routes");
  return (
    <nav aria-label={label}>
      <ul className="space-y-1">
        {links.map(([href, key]) => (
          <li key={key}>
            <PageLink className="underline-offset-2 hover:underline" href={href}>
              {r(key)}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const t = useTranslations("Footer");
  const consent = useTranslations("Consent");
  const locale = useLocale() as Locale;
  const address = agencyAddress(locale);
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 tablet:grid-cols-3">
        <address className="not-italic">
          <p className="text-lg font-semibold">{agency.name}</p>
          <p>{address.street}</p>
          <p>
            {address.zip} {address.city}
          </p>
          <p className="mt-2">
            {t("phone")}
            {colon(locale)}{" "}
            <a className="underline" href={telHref(agency.phone)}>
              {formatPhone(agency.phone)}
            </a>
          </p>
          <p>
            {t("email")}
            {colon(locale)}{" "}
            <a className="underline" href={`mailto:${agency.email}`}>
              {agency.email}
            </a>
          </p>
        </address>
        <LinkList label={t("moreNavigation")} links={more} />
        <div>
          <LinkList label={t("legalNavigation")} links={legal} />
          {/* Opens the consent dialog's preferences, even before its library has loaded (consent-gate.ts). */}
          <button type="button" data-consent-action="preferences" className="mt-1 underline-offset-2 hover:underline">
            {consent("settings")}
          </button>
          <p className="mt-4 text-sm text-brand-100">{t("registration", { vat: agency.vat, ipi: agency.ipi })}</p>
        </div>
      </div>
    </footer>
  );
}
