import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/layout/page-parts";
import { Gallery } from "@/components/media/gallery";
import type { PropertyDetail } from "@/lib/types/property";

/** The photos, in the page's main column. */
export async function PropertyGallery({ property: p }: { property: PropertyDetail }) {
  const t = await getTranslations("Property");
  const items = p.photos.map((photo, i) => ({
    kind: "image" as const,
    ...photo,
    alt: t("photo", { n: i + 1, title: p.title }),
  }));
  return items.length ? <Gallery items={items} lead="column" /> : <EmptyState>{t("noPhotos")}</EmptyState>;
}
