import type { Locale } from "@/lib/i18n/locales";
import type { Manager } from "@/lib/types/property";

// Small readers shared by the data modules.

/** A record's text in the page's language, else in the site's languages in a fixed order. */
export function pickTranslation<T extends { locale: Locale }>(rows: T[], locale: Locale): T | undefined {
  return (
    rows.find((r) => r.locale === locale) ??
    (["fr", "nl", "en", "de"] as const).map((l) => rows.find((r) => r.locale === l)).find(Boolean)
  );
}

/** The agency's contact person as a page shows them (the role in the page's language). */
export function toManager(member: {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  photoUrl: string | null;
  translations: Array<{ role: string }>;
}): Manager {
  return {
    name: `${member.firstName} ${member.lastName}`,
    role: member.translations[0]?.role ?? null,
    email: member.email,
    phone: member.phone,
    photoUrl: member.photoUrl,
  };
}
