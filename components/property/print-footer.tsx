import { getLocale, getTranslations } from "next-intl/server";
import { PageQr } from "@/components/media/page-qr";
import { agency, agencyAddress } from "@/lib/agency";
import type { Locale } from "@/lib/i18n/locales";
import { formatPhone } from "@/lib/rules";

/** The brochure's footer, printed only: the agency's contact and a QR code of the page. */
export async function PrintFooter({ url }: { url: string }) {
  const [t, locale] = await Promise.all([getTranslations("Property"), getLocale()]);
  const address = agencyAddress(locale as Locale);
  return (
    <footer className="mt-8 hidden border-t border-slate-300 pt-4 print:flex print:items-center print:justify-between">
      <div className="text-sm">
        <p className="font-semibold">{t("printedBy", { agency: agency.name })}</p>
        <p>
          {address.street}, {address.zip} {address.city}
        </p>
        <p>
          {formatPhone(agency.phone)} · {agency.email}
        </p>
      </div>
      <PageQr url={url} caption={t("qrCaption")} />
    </footer>
  );
}
