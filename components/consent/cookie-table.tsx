import { getTranslations } from "next-intl/server";
import { cookieList, lifetimeValues } from "@/lib/consent/cookie-list";
import { consentSettings } from "@/lib/consent/settings";

/** Every cookie the site can set, from the list the consent dialog shows too. */
export async function CookieTable() {
  const t = await getTranslations("Consent");
  const cookies = cookieList(consentSettings());
  return (
    <section aria-labelledby="cookie-list" className="mt-10">
      <h2 id="cookie-list" className="mb-3 text-xl font-semibold text-brand-900">
        {t("tableHeading")}
      </h2>
      <p className="mb-4">{t("tableIntro")}</p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              {(["name", "purpose", "category", "lifetime", "provider"] as const).map((column) => (
                <th key={column} scope="col" className="py-2 pr-4 font-semibold">
                  {t(`table.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cookies.map((cookie) => (
              <tr key={cookie.name} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-2 pr-4 font-mono font-normal break-all">
                  {cookie.name}
                </th>
                <td className="py-2 pr-4">{t(`purposes.${cookie.purpose}`)}</td>
                <td className="py-2 pr-4">{t(`categories.${cookie.category}.title`)}</td>
                <td className="py-2 pr-4">{t("lifetime", lifetimeValues(cookie.lifetime))}</td>
                <td className="py-2 pr-4">{t(`providers.${cookie.provider}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
