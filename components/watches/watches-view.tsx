import { getTranslations } from "next-intl/server";
import { MailedLink } from "@/components/forms/mailed-link";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/locales";
import type { WatchesLink, WatchesPageProperty } from "@/lib/pages/watches";

const PropertyLink = ({ property }: { property: WatchesPageProperty }) => (
  <>
    <a href={property.href} className="font-semibold text-brand-700 underline">
      {property.title}
    </a>{" "}
    ({property.reference})
  </>
);

/** The watched properties' page: a mailed link's button (confirm, stop one, stop all), the watches "stop all" ends. */
export async function WatchesView({ locale, opened = null }: { locale: Locale; opened?: WatchesLink | null }) {
  const t = await getTranslations({ locale, namespace: "Watch" });
  const stopsAll = opened?.link.purpose === "STOP_WATCHES" && opened.link.state === "open";
  return (
    <ClientMessages namespaces={["Watch"]}>
      <Breadcrumb route="/watches" locale={locale} />
      <h1 className="text-3xl font-bold text-brand-900">{t("pageTitle")}</h1>
      {opened?.property && (
        <p className="mt-4" data-watched-property>
          {t.rich("aboutProperty", { property: () => <PropertyLink property={opened.property!} /> })}
        </p>
      )}
      {opened &&
        (stopsAll && opened.watches.length === 0 ? (
          <p role="status" className="mt-4 rounded border border-brand-700 bg-brand-50 px-4 py-3 font-medium">
            {t("noWatches")}
          </p>
        ) : (
          <MailedLink link={opened.link}>
            {stopsAll && (
              <ul className="mb-4 list-disc space-y-1 pl-6" data-watches>
                {opened.watches.map((w) => (
                  <li key={w.reference}>
                    <PropertyLink property={w} />
                  </li>
                ))}
              </ul>
            )}
          </MailedLink>
        ))}
      <p className="mt-6 max-w-2xl text-slate-700">{t("pageIntro")}</p>
    </ClientMessages>
  );
}
