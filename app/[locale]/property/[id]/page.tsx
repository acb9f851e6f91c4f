import { notFound, permanentRedirect } from "next/navigation";
import { getPropertyDetail } from "@/lib/db/properties";
import type { Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";

// /property/{id}/ (the spec's original path) leads permanently to the canonical detail path.
export function generateStaticParams() {
  return [];
}

export default async function PropertyShortcut({ params }: { params: Promise<{ locale: Locale; id: string }> }) {
  const { locale, id } = await params;
  const property = /^\d{1,9}$/.test(id) ? await getPropertyDetail(Number(id), locale) : null;
  if (!property) notFound();
  permanentRedirect(propertyPath(property, locale));
}
