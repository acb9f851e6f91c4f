import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { agency } from "@/lib/agency";
import { formatPhone } from "@/lib/rules";

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
  ["/blog", "blog"],
  ["/testimonials", "testimonials"],
] as const;

export function Footer() {
  const t = useTranslations("Footer");
  const r = useTranslations("Routes");
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 tablet:grid-cols-3">
        <address className="not-italic">
          <p className="text-lg font-semibold">{agency.name}</p>
          <p>{agency.street}</p>
          <p>
            {agency.zip} {agency.city}
          </p>
          <p className="mt-2">
            {t("phone")}:{" "}
            <a className="underline" href={`tel:+32${agency.phone.replace(/^0/, "")}`}>
              {formatPhone(agency.phone)}
            </a>
          </p>
          <p>
            {t("email")}:{" "}
            <a className="underline" href={`mailto:${agency.email}`}>
              {agency.email}
            </a>
          </p>
        </address>
        <nav aria-label={t("moreNavigation")}>
          <ul className="space-y-1">
            {more.map(([href, key]) => (
              <li key={href}>
                <Link className="underline-offset-2 hover:underline" href={href}>
                  {r(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("legalNavigation")}>
          <ul className="space-y-1">
            {legal.map(([href, key]) => (
              <li key={href}>
                <Link className="underline-offset-2 hover:underline" href={href}>
                  {r(key)}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-brand-100">{t("registration", { vat: agency.vat, ipi: agency.ipi })}</p>
        </nav>
      </div>
    </footer>
  );
}
