import { ClientMessages } from "@/lib/i18n/client-messages";
import type { GalleryItem } from "./gallery-item";
import { PhotoGrid } from "./photo-grid";

export type { GalleryItem };

/** Photos as a grid, each opening the lightbox; its texts come with it. */
export function Gallery({ items, shown }: { items: GalleryItem[]; shown?: number }) {
  return (
    <ClientMessages namespaces={["Gallery"]}>
      <PhotoGrid items={items} shown={shown} />
    </ClientMessages>
  );
}
