import { getTranslations } from "next-intl/server";
import { directionsUrl, ExternalLink, PageSection } from "@/components/layout/page-parts";
import { LocationMap } from "@/components/map/location-map";
import { config } from "@/lib/config";
import type { PropertyPageModel } from "@/lib/property/page-model";
import type { PropertyDetail } from "@/lib/types/property";

/** Where the property is: the address, the map (an area when the address is hidden), directions. */
export async function LocationSection({ property: p, model }: { property: PropertyDetail; model: PropertyPageModel }) {
  if (!p.position) return null;
  const t = await getTranslations("Property");
  return (
    <PageSection id="location" title={t("location")} className="mt-10 print:hidden">
      <p className="mt-1 text-slate-700">{model.address}</p>
      <div className="mt-3">
        <LocationMap
          places={[{ ...p.position, title: p.title, detail: model.address }]}
          tiles={config.mapTiles}
          label={t("mapRegion")}
        />
      </div>
      <p className="mt-3 flex flex-wrap gap-4">
        <ExternalLink href={directionsUrl(p.position)}>{t("directions")}</ExternalLink>
        {model.streetView && <ExternalLink href={model.streetView}>{t("streetView")}</ExternalLink>}
      </p>
    </PageSection>
  );
}
