import { getTranslations } from "next-intl/server";
import type { PropertyPageModel } from "@/lib/property/page-model";
import type { PropertyDetail } from "@/lib/types/property";

/** The banner of a closed property, then its marquee, title, address, reference and price. */
export async function PropertyHeader({ property: p, model }: { property: PropertyDetail; model: PropertyPageModel }) {
  const t = await getTranslations("Property");
  return (
    <>
      {model.closed && (
        <p role="status" className="mb-4 rounded bg-accent-700 px-4 py-3 font-semibold text-white">
          {t(model.closed === "sold" ? "soldBanner" : "rentedBanner")}
        </p>
      )}
      <header className="flex flex-col gap-2 desktop:flex-row desktop:items-end desktop:justify-between">
        <div>
          {model.marqueeName && (
            <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{model.marqueeName}</p>
          )}
          <h1 className="text-3xl font-bold break-words hyphens-auto text-brand-900">{p.title}</h1>
          <p className="mt-1 text-slate-700">{model.address}</p>
          <p className="mt-1 text-sm text-slate-700">
            {t("reference")} {p.reference} · {p.typeName}
          </p>
        </div>
        <p className="text-2xl font-bold text-brand-900" data-price>
          {model.price}
        </p>
      </header>
    </>
  );
}
