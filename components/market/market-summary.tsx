import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { marketTexts, type ShownMarket } from "@/lib/market/texts";
import { MarketScale } from "./market-scale";

/**
 * The municipality's figures in one sentence, what they are, and where this asking price stands among them, with
 * Statbel named and linked as its licence asks. Server-drawn: the property page and the portal add no script.
 */
export async function MarketSummary({
  market,
  locale,
  id,
  Heading = "h2",
}: {
  market: ShownMarket;
  locale: Locale;
  /** The heading's id, which the section around it is labelled by. */
  id: string;
  Heading?: "h2" | "h3";
}) {
  const t = await getTranslations({ locale, namespace: "Market" });
  const texts = marketTexts(market, t, locale);
  return (
    <div data-market data-band={texts.band ?? undefined}>
      <Heading id={id} className="text-xl font-semibold text-brand-900">
        {texts.title}
      </Heading>
      <p className="mt-2" data-market-sold>
        {texts.sold}
      </p>
      {texts.insteadOf && <p className="mt-2 text-slate-700">{texts.insteadOf}</p>}
      {texts.scale && <MarketScale scale={texts.scale} />}
      {texts.position && (
        <p className="mt-3 font-medium text-brand-900" data-market-position>
          {texts.position}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-700">{texts.what}</p>
      <p className="mt-1 text-sm text-slate-700">
        {t.rich("source", {
          link: (chunks) => (
            <a href={t("sourceUrl")} className="underline" rel="noopener">
              {chunks}
            </a>
          ),
        })}
      </p>
    </div>
  );
}
