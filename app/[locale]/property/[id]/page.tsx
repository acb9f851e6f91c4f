import { notFound, permanentRedirect } from "next/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { propertyPath } from "@/lib/i18n/property-path";
import { loadProperty } from "@/lib/pages/property";

// /property/{id}/ (the spec's original path) leads permanently to the canonical detail path.
export function generateStaticParams() {
  return [];
}

export default async function PropertyShortcut({ params }: { params: Promise<{ locale: Locale; id: string }> }) {
  const { locale, id } = await params;
  const property = await loadProperty(id, locale);
  if (!property) notFound();
  permanentRedirect(propertyPath(property, locale));
}
