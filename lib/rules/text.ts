import { siteLocale } from "./locale";

const trailingJunk = /[\s.,;:!?…\-–—(«"“]+$/u;
const loneHighSurrogate = /[\uD800-\uDBFF]$/;

export function truncateText(text: string, limit = 250, ellipsis = "…"): string {
  if (text.length <= limit) return text;
  // Looking one character further lets a space right after the limit count as a clean word boundary.
  const lastSpace = text.slice(0, limit + 1).search(/\s\S*$/);
  const end = lastSpace > limit * 0.8 ? lastSpace : limit;
  const cut = text.slice(0, end).replace(loneHighSurrogate, "");
  return cut.replace(trailingJunk, "") + ellipsis;
}

/** The colon after a label: French puts a no-break space before it ("Référence : ATR-2004"). */
export function colon(locale: string): string {
  return siteLocale(locale) === "fr" ? "\u00A0:" : ":";
}
