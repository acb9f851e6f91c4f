/** A photo, or a PDF plan shown in the lightbox. */
export type GalleryItem =
  | { kind: "image"; url: string; width?: number; height?: number; alt: string }
  | { kind: "pdf"; url: string; alt: string };
