import { getTranslations } from "next-intl/server";
import { TableSection } from "@/components/layout/table-section";
import type { Locale } from "@/lib/i18n/locales";
import { formatDate, formatEuro } from "@/lib/rules";
import type { HistoryEntry, PropertyDetail } from "@/lib/types/property";

type Translator = Awaited<ReturnType<typeof getTranslations<"Property.historyRows">>>;

/** What one change reads: the first price, a drop or a rise with both prices, a status reached. */
function change(entry: HistoryEntry, t: Translator, locale: Locale): string {
  const euro = (value: string) => formatEuro(Number(value), locale);
  if (entry.field === "status") return t("status", { status: entry.after ?? "" });
  if (entry.after === null) return t("onRequest");
  if (entry.before === null) return t("listed", { price: euro(entry.after) });
  const lowered = Number(entry.after) < Number(entry.before);
  return t(lowered ? "lowered" : "raised", { before: euro(entry.before), after: euro(entry.after) });
}

/**
 * The listing's price and status changes, newest first, as the site recorded them (spec: price history).
 * Its first status (on the market) is the listing itself and is not repeated; an unpublished price never shows.
 */
export async function ListingHistory({ property: p, locale }: { property: PropertyDetail; locale: Locale }) {
  const [t, rows] = await Promise.all([getTranslations("Property"), getTranslations("Property.historyRows")]);
  const entries = p.history.filter((entry) => entry.field === "price" || entry.before !== null).reverse();
  if (entries.length === 0) return null;
  return (
    <div className="break-inside-avoid">
      <TableSection
        id="listing-history"
        title={t("historyTitle")}
        columns={[t("historyDate"), t("historyChange")]}
        rows={entries.map((entry) => [formatDate(entry.at), change(entry, rows, locale)])}
        empty=""
      />
    </div>
  );
}
