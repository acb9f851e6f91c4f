import Image from "next/image";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";
import { labelText } from "@/lib/property/energy";
import { displayPrice, MARQUEE_IGNORE, marqueeKey } from "@/lib/rules";
import type { PropertyCard as Card } from "@/lib/types/property";
import { TypeIcon } from "./type-icon";

export function PropertyCard({ property, priority = false }: { property: Card; priority?: boolean }) {
  const locale = useLocale() as Locale;
  const t = useTranslations("Property");
  const marquee = marqueeKey(property.marquee);
  const marqueeName = property.marqueeName ?? (marquee ? t(`marquee.${marquee}`) : null);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-brand-100 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[3/2] bg-brand-100">
        {property.photo && (
          <Image
            src={property.photo.url}
            alt=""
            fill
            priority={priority}
            sizes="(max-width: 767px) 100vw, (max-width: 960px) 50vw, 33vw"
            className="object-cover"
          />
        )}
        {marqueeName && (
          <span className="absolute left-3 top-3 rounded bg-brand-900 px-2 py-1 text-xs font-semibold uppercase tracking-wide text-white">
            {marqueeName}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-lg font-bold text-brand-900">
          {displayPrice({ ...property, marqueeName }, locale, MARQUEE_IGNORE)}
        </p>
        <h3 className="font-semibold">
          <a href={propertyPath(property, locale)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {property.title}
          </a>
        </h3>
        <p className="flex items-center gap-1 text-sm text-slate-700">
          <TypeIcon webId={property.typeWebId} label={property.typeName} />
          <span>
            {property.typeName} · {property.zip} {property.city}
          </span>
        </p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-sm text-slate-700">
          {property.bedrooms ? <li>{t("bedrooms", { count: property.bedrooms })}</li> : null}
          {property.livingArea ? <li>{t("livingArea", { area: Math.round(property.livingArea) })}</li> : null}
          {property.epcLabel ? <li>{t("epc", { label: labelText(property.epcLabel) })}</li> : null}
        </ul>
      </div>
    </article>
  );
}
