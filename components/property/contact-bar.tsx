import { getTranslations } from "next-intl/server";
import { telHref } from "@/lib/rules";
import type { Manager } from "@/lib/types/property";

/**
 * On a phone, the ways to reach the agency about this property stay at the bottom of the screen: call,
 * e-mail and book a viewing. Hidden on a desktop (the contact card stands beside the page) and, by CSS
 * (globals.css, .contact-bar), while the consent dialog asks or a field is being typed in.
 */
export async function ContactBar({ manager, bookHref }: { manager: Manager; bookHref: string | null }) {
  const t = await getTranslations("Property.contactBar");
  const link = "flex min-h-12 flex-1 items-center justify-center rounded px-2 text-center leading-tight font-semibold";
  return (
    <nav aria-label={t("label")} className="contact-bar">
      <a href={telHref(manager.phone)} className={`${link} border border-brand-700 text-brand-700`}>
        {t("call")}
      </a>
      <a href={`mailto:${manager.email}`} className={`${link} border border-brand-700 text-brand-700`}>
        {t("email")}
      </a>
      {bookHref && (
        <a href={bookHref} className={`${link} grow-[1.6] bg-accent-700 text-white`}>
          {t("book")}
        </a>
      )}
    </nav>
  );
}
