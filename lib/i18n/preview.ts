/**
 * A preview path is any page address with a `preview` query parameter (`/fr/a-vendre/…/12/?preview=…`),
 * the shape of the agency's links to unpublished pages. Spec §2: preview paths count as having consent
 * cookies, so the consent dialog is not shown there.
 */
export const PREVIEW_PARAMETER = "preview";

export function isPreviewUrl(url: URL | Location): boolean {
  return new URLSearchParams(url.search).has(PREVIEW_PARAMETER);
}
