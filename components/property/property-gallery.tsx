import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/layout/page-parts";
import { Gallery } from "@/components/media/gallery";
import { ShareButtons } from "@/components/media/share-buttons";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { PropertyPageModel } from "@/lib/property/page-model";
import { shareButtonMessages } from "@/lib/property/share-links";
import type { PropertyDetail } from "@/lib/types/property";

/** The photos, then the ways to share the page. */
export async function PropertyGallery({ property: p, model }: { property: PropertyDetail; model: PropertyPageModel }) {
  const t = await getTranslations("Property");
  const items = p.photos.map((photo, i) => ({
    kind: "image" as const,
    ...photo,
    alt: t("photo", { n: i + 1, title: p.title }),
  }));
  return (
    <>
      <div className="mt-6">{items.length ? <Gallery items={items} /> : <EmptyState>{t("noPhotos")}</EmptyState>}</div>
      <div className="mt-4">
        <ClientMessages namespaces={shareButtonMessages}>
          <ShareButtons url={model.url} links={model.share} friendHref="#send-to-friend" />
        </ClientMessages>
      </div>
    </>
  );
}
