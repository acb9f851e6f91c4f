"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useHydrated } from "@/components/layout/script-button";
// The rules' own modules, not their index: the index would bring every rule to the property page's script.
import { formatEuro } from "@/lib/rules/price";
import { purchaseCosts } from "@/lib/rules/purchase-costs";
import type { Region } from "@/lib/rules/region";

/**
 * The purchase-cost estimate of a property for sale (rates in lib/rules/purchase-costs.ts). `vatRate` is set for a sale
 * under the VAT regime: its price is before VAT, and the note says what the VAT on the building adds.
 */
export function PurchaseCosts({ price, region, vatRate }: { price: number; region: Region; vatRate: number | null }) {
  const t = useTranslations("Costs");
  const locale = useLocale();
  const id = useId();
  const [onlyOwnHome, setOnlyOwnHome] = useState(true);
  const [landShare, setLandShare] = useState(30);
  // False on the server and until hydration: a change made before then would be lost, so the
  // controls wait (without JavaScript the estimate for an only own home stays as rendered).
  const interactive = useHydrated();
  const costs = purchaseCosts({
    price,
    region,
    onlyOwnHome,
    newBuild: vatRate === null ? undefined : { landShare: landShare / 100, vatRate },
  });
  const rate = vatRate === null ? 0 : Math.round(vatRate * 100);
  const rows: [string, number][] = [
    [t("duties"), costs.duties],
    ...(vatRate === null ? [] : [[t("vat", { rate }), costs.vat] as [string, number]]),
    [t("notaryFee"), costs.notaryFee],
    [t("notaryFixed"), costs.notaryFixed],
    [t("notaryVat"), costs.notaryVat],
  ];
  const euro = (n: number) => formatEuro(Math.round(n), locale);
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-brand-100 bg-white p-5">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-brand-900">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("intro", { region })}</p>
      {vatRate !== null && (
        <p className="mt-1 text-sm text-slate-700" data-vat-note>
          {t("vatNote", { rate, amount: euro(costs.vat) })}
        </p>
      )}
      <label className="mt-3 flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          checked={onlyOwnHome}
          onChange={(e) => setOnlyOwnHome(e.target.checked)}
          disabled={!interactive}
          className="size-5"
        />
        {t("onlyOwnHome")}
      </label>
      {vatRate !== null && (
        <label className="mt-2 block">
          <span className="mb-1 block text-sm font-medium">{t("landShare")}</span>
          <input
            type="number"
            min={0}
            max={100}
            value={landShare}
            disabled={!interactive}
            onChange={(e) => setLandShare(Math.min(100, Math.max(0, Number(e.target.value) || 0)))}
            className="min-h-11 w-28 rounded border border-slate-400 px-3"
          />
        </label>
      )}
      <dl className="mt-3 divide-y divide-brand-100" aria-live="polite">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-medium">{euro(value)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-2 font-semibold">
          <dt>{t("total")}</dt>
          <dd data-testid="costs-total">{euro(costs.total)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2 font-semibold text-brand-900">
          <dt>{t("grandTotal")}</dt>
          <dd>{euro(price + costs.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
