// The way back from a thank-you page: the form's redirect names the property page it was sent from
// (?from=…), and the page shows the link only when that value is one of this language's property paths,
// so the parameter can never send a visitor elsewhere (no other site, no scheme, no other page).

/** The thank-you page's parameter naming the page the form was sent from. */
export const FROM_PARAMETER = "from";

// After a property section ("/fr/a-vendre/"): a city slug, a title slug and the id, as propertyPath writes them.
const propertyTail = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*\/[1-9][0-9]{0,9}\/$/;

/**
 * `value` when it is a property page's path under one of `sections` (this language's for-sale and for-rent
 * paths, "/fr/a-vendre/" and "/fr/a-louer/"), else null.
 */
export function propertyBackPath(value: string | null | undefined, sections: readonly string[]): string | null {
  if (!value || value.length > 300) return null;
  const section = sections.find((s) => s.startsWith("/") && !s.startsWith("//") && value.startsWith(s));
  return section && propertyTail.test(value.slice(section.length)) ? value : null;
}

/** The thank-you page's address, naming the property page the form was sent from when there is one. */
export const thanksAddress = (thanks: string, from: string | null): string =>
  from ? `${thanks}?${new URLSearchParams({ [FROM_PARAMETER]: from })}` : thanks;
