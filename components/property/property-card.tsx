import { Photo } from "@/components/media/photo";
import { CardMenu } from "@/components/favourites/card-menu";
import { CompareMark } from "@/components/favourites/compare-mark";
import { FavouriteButton } from "@/components/favourites/favourite-button";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";
import { epcRegion, labelText } from "@/lib/property/energy";
import { loweredFrom } from "@/lib/property/price-lowered";
import { displayPrice, formatEuro, MARQUEE_IGNORE, marqueeKey } from "@/lib/rules";
import type { PropertyCard as Card } from "@/lib/types/property";
import { TypeIcon } from "./type-icon";

export function PropertyCard({ property, priority = false }: { property: Card; priority?: boolean }) {
  const locale = useLocale() as Locale;
  const t = useTranslations("Property");
  const f = useTranslations("Favourites");
  const marquee = marqueeKey(property.marquee);
  const marqueeName = property.marqueeName ?? (marquee ? t(`marquee.${marquee}`) : null);
  const previous = loweredFrom(property);
  return (
    <article className="card">
      <div className="card-photo">
        {property.photo && (
          <Photo
            src={property.photo.url}
            alt=""
            fill
            priority={priority}
            sizes="(max-width: 767px) 100vw, (max-width: 960px) 50vw, 33vw"
            className="object-cover"
          />
        )}
        {marqueeName && <span className="card-badge">{marqueeName}</span>}
        <FavouriteButton id={property.id} save={f("save")} remove={f("remove")} />
        <CardMenu id={property.id} title={property.title} locale={locale} />
        <CompareMark id={property.id} chosen={f("chosen")} />
      </div>
      <div className="card-body">
        <p className="card-price">{displayPrice({ ...property, marqueeName }, locale, MARQUEE_IGNORE)}</p>
        {previous !== null && (
          <p className="card-lowered">{t("priceLowered", { price: formatEuro(previous, locale) })}</p>
        )}
        <h3 className="font-semibold">
          <a href={propertyPath(property, locale)} className="card-link">
            {property.title}
          </a>
        </h3>
        <p className="card-type">
          <TypeIcon webId={property.typeWebId} label={property.typeName} />
          <span>{`${property.typeName} · ${property.zip} ${property.city}`}</span>
        </p>
        <ul className="card-facts">
          {property.bedrooms ? <li>{t("bedrooms", { count: property.bedrooms })}</li> : null}
          {property.livingArea ? <li>{t("livingArea", { area: Math.round(property.livingArea) })}</li> : null}
          {property.epcLabel ? (
            <li>{t("epc", { label: labelText(property.epcLabel), region: epcRegion(property.zip) })}</li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}
