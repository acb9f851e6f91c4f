import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { epcDisplay, renovationNoticeApplies, type EpcDisplay } from "@/lib/property/energy";
import { groupFacts, legalGroups } from "@/lib/property/facts";
import { mentionedFields, shownMentions } from "@/lib/property/mentions";
import { colon } from "@/lib/rules/text";
import type { PropertyDetail } from "@/lib/types/property";
import { AdvertMentions } from "./advert-mentions";
import { FactGroups } from "./facts";

const letterColour: Record<string, string> = {
  A: "#1a9641",
  B: "#70b843",
  C: "#c5d93c",
  D: "#fde53a",
  E: "#fbb03b",
  F: "#f26d32",
  G: "#e5322d",
};

/** The EPC picture: the region's scale, one bar per band (per letter in Brussels), the property's marked. */
function EpcScale({ display, label }: { display: Extract<EpcDisplay, { kind: "scale" }>; label: string }) {
  return (
    <figure className="w-full max-w-xs">
      <div role="img" aria-label={label}>
        <ol className="space-y-1">
          {display.rows.map((row, i) => (
            <li key={`${row.text}-${i}`} className="flex items-center gap-2">
              <span
                className="block h-6 rounded-r px-2 text-sm font-bold leading-6 text-slate-900 print:[print-color-adjust:exact]"
                style={{
                  width: `${40 + (i * 60) / Math.max(1, display.rows.length - 1)}%`,
                  background: letterColour[row.letter],
                }}
              >
                {row.text}
              </span>
              {row.current && (
                <span className="rounded bg-slate-900 px-2 text-sm font-bold leading-6 text-white">◀ {row.text}</span>
              )}
            </li>
          ))}
        </ol>
      </div>
      <figcaption className="mt-2 text-sm text-slate-700">{label}</figcaption>
    </figure>
  );
}

/** Energy and legal block (spec §3, §9): EPC, renovation notice, the region's legal mentions, flood risk, planning, certificates. */
export async function EnergyBlock({ property: p, locale }: { property: PropertyDetail; locale: Locale }) {
  const [t, l] = await Promise.all([getTranslations("Property"), getTranslations("Listing")]);
  const display = epcDisplay(p);
  const { region, mentions } = shownMentions(p);
  // What the legal mentions state is not repeated among the facts.
  const stated = new Set<string>(mentionedFields(mentions));
  const groups = groupFacts(p, legalGroups)
    .map((group) => ({ ...group, facts: group.facts.filter((fact) => !stated.has(fact.field)) }))
    .filter((group) => group.facts.length > 0);
  const notice = renovationNoticeApplies(p);
  if (!display && groups.length === 0 && mentions.length === 0) return null;
  return (
    <section aria-labelledby="energy" className="mt-10 break-inside-avoid">
      <h2 id="energy" className="text-xl font-semibold text-brand-900">
        {t("energyTitle")}
      </h2>
      {display?.kind === "scale" && (
        <div className="mt-4">
          <EpcScale
            display={display}
            label={t("epcScale", {
              label: display.rows.find((r) => r.current)?.text ?? "",
              region: l(`regions.${display.region}`),
              area: display.region,
            })}
          />
        </div>
      )}
      {/* Luxembourg's printed label is its legal mention: stated there once. */}
      {display?.kind === "text" && !mentions.some((m) => m.key === "energyPass") && (
        <p className="mt-4">
          <span className="text-slate-700">{`${t("epcLabel")}${colon(locale)} `}</span>
          <strong>{display.text}</strong>
        </p>
      )}
      {notice && (
        <aside className="mt-4 rounded-lg border-l-4 border-accent-700 bg-white px-4 py-3" aria-labelledby="renovation">
          <h3 id="renovation" className="font-semibold text-accent-700">
            {t("renovationTitle")}
          </h3>
          <p className="mt-1 text-sm">{t("renovationNotice")}</p>
        </aside>
      )}
      <AdvertMentions region={region} mentions={mentions} locale={locale} />
      {/* The brochure keeps the energy figures and the legal mentions; the other legal details stay on the page. */}
      <FactGroups groups={groups.filter((g) => g.key === "energy")} locale={locale} />
      <div className="print:hidden">
        <FactGroups groups={groups.filter((g) => g.key !== "energy")} locale={locale} />
      </div>
    </section>
  );
}
