import { getTranslations } from "next-intl/server";
import { FavouriteButton } from "@/components/favourites/favourite-button";
import { ShareButtons } from "@/components/media/share-buttons";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { epcDisplay, epcRegion, labelText } from "@/lib/property/energy";
import { loweredFrom } from "@/lib/property/price-lowered";
import type { PropertyPageModel } from "@/lib/property/page-model";
import { shareButtonMessages } from "@/lib/property/share-links";
import { formatEuro } from "@/lib/rules";
import type { Locale } from "@/lib/i18n/locales";
import type { PropertyDetail } from "@/lib/types/property";

/**
 * What a visitor looks for first, as the big portals show it: the title, price, address and the main
 * figures (bedrooms, living area, EPC label), then the ways to share the page. Under the first photo on a phone, beside the gallery on a desktop.
 */
export async function PropertySummary({
  property: p,
  model,
  locale,
}: {
  property: PropertyDetail;
  model: PropertyPageModel;
  locale: Locale;
}) {
  const t = await getTranslations("Property");
  const f = await getTranslations("Favourites");
  const previous = loweredFrom(p);
  const epc = epcDisplay(p);
  const figures = [
    p.rooms.bedrooms ? t("bedrooms", { count: p.rooms.bedrooms }) : null,
    p.surfaces.livingArea ? t("livingArea", { area: Math.round(p.surfaces.livingArea) }) : null,
    epc?.kind === "scale" ? t("epc", { label: labelText(epc.label), region: epcRegion(p.zip) }) : (epc?.text ?? null),
  ].filter((figure) => figure !== null);
  return (
    <div data-summary>
      {model.marqueeName && (
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{model.marqueeName}</p>
      )}
      <div className="flex items-start justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold break-words hyphens-auto text-brand-900 tablet:text-3xl">
          {p.title}
        </h1>
        <FavouriteButton id={p.id} save={f("save")} remove={f("remove")} className="favourite-inline" />
      </div>
      <p className="mt-2 text-2xl font-bold text-brand-900" data-price>
        {model.price}
      </p>
      {model.estimatedValue && (
        <p className="mt-1 text-slate-700" data-estimated-value>
          {model.estimatedValue}
        </p>
      )}
      {previous !== null && (
        <p className="mt-1 font-semibold text-accent-700" data-price-lowered>
          {t("priceLowered", { price: formatEuro(previous, locale) })}
        </p>
      )}
      <p className="mt-1 text-slate-700">{model.address}</p>
      {figures.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("atAGlance")} data-key-figures>
          {figures.map((figure) => (
            <li key={figure} className="rounded bg-brand-50 px-3 py-1 font-medium text-brand-900">
              {figure}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-slate-700">
        {t("reference")} {p.reference} · {p.typeName}
      </p>
      <div className="mt-4">
        <ClientMessages namespaces={shareButtonMessages}>
          <ShareButtons url={model.url} links={model.share} friendHref="#send-to-friend" />
        </ClientMessages>
      </div>
    </div>
  );
}
