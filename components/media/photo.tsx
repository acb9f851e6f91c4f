import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";

/**
 * A photo as next/image draws it (the optimised sizes, lazy loading, `fill`), drawn on the server: next/image
 * is a client component and would bring its code (about 4 kB gz) to every page with a card, for handlers these
 * photos do not use (no blur placeholder, no onLoad). A `priority` photo is a page's largest paint: it is
 * preloaded from the HTML's head, as next/image does, and asked for at high priority (next/image leaves
 * `fetchPriority` to the caller, and a browser starts an image at low priority until its layout shows it in
 * view, behind the page's stylesheet and scripts).
 */
export function Photo({
  priority = false,
  fetchPriority = priority ? "high" : undefined,
  ...props
}: Omit<ImageProps, "placeholder" | "onLoad" | "onError">) {
  const { props: img } = getImageProps({ ...props, priority, fetchPriority });
  if (priority) {
    preload(img.src, {
      as: "image",
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: img.fetchPriority,
    });
  }
  // next/image marks its images so (its fill style is in img.style); kept for the same HTML. The file is
  // next/image's own optimised one (getImageProps), which the rule cannot see.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...img} alt={img.alt} data-nimg={props.fill ? "fill" : "1"} />;
}
