import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { PropertyPageModel } from "@/lib/property/page-model";
import type { PropertyDetail } from "@/lib/types/property";
import { Figures } from "./facts";
import { ManagerCard, type ContactAction } from "./manager-card";
import { PurchaseCosts } from "./purchase-costs";
import { vatRate } from "@/lib/rules/asking-price";

/** Beside the description: the key figures, the contact person with the requests, the purchase costs. */
export async function PropertyAside({ property: p, model }: { property: PropertyDetail; model: PropertyPageModel }) {
  const [t, offer, rental] = await Promise.all([
    getTranslations("Property"),
    getTranslations("PurchaseOffer"),
    getTranslations("Rental"),
  ]);
  const figure = ({ figure, value }: PropertyPageModel["keyFigures"][number]): [string, string] => [
    t(`figures.${figure}`),
    figure === "livingArea" || figure === "plotArea"
      ? `${value} m²`
      : figure === "epc"
        ? `${value} kWh/m²·${t("perYear")}`
        : String(value),
  ];
  const actions: ContactAction[] = [
    ...(model.visits ? [{ label: t("visitRequest"), href: "#visit-request" }] : []),
    { label: t("moreInfo"), href: "#more-info" },
    ...(model.visits && model.requestableDocuments.length
      ? [{ label: t("documentRequest"), href: "#document-request" }]
      : []),
    ...(model.offerHref ? [{ label: offer("makeOffer"), href: model.offerHref }] : []),
    ...(model.applyHref ? [{ label: rental("apply"), href: model.applyHref }] : []),
  ];
  return (
    <aside className="space-y-6 print:mt-6">
      <section aria-labelledby="figures" className="break-inside-avoid">
        <h2 id="figures" className="text-xl font-semibold text-brand-900">
          {t("keyFigures")}
        </h2>
        <Figures rows={[[t("reference"), p.reference], [t("type"), p.typeName], ...model.keyFigures.map(figure)]} />
      </section>
      {p.manager && (
        <ManagerCard
          manager={p.manager}
          title={t("contactTitle")}
          note={model.closed ? t("closedContact") : undefined}
          actions={actions}
        />
      )}
      {model.costRegion && p.price ? (
        <div className="print:hidden">
          <ClientMessages namespaces={["Costs"]}>
            <PurchaseCosts price={p.price} region={model.costRegion} vatRate={vatRate(p.priceTerms)} />
          </ClientMessages>
        </div>
      ) : null}
    </aside>
  );
}
