import { getTranslations } from "next-intl/server";
import type { separateComparisons } from "@/lib/pages/compare";

/** Sales and rentals chosen together are not ranked: a sentence and a link to each kind apart. */
export async function CompareMix({ links }: { links: NonNullable<ReturnType<typeof separateComparisons>> }) {
  const t = await getTranslations("Favourites.compare");
  return (
    <>
      <p className="mt-4 max-w-3xl text-slate-700">{t("mixed")}</p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href={links.sales.href} className="underline">
            {t("compareSales", { count: links.sales.count })}
          </a>
        </li>
        <li>
          <a href={links.rentals.href} className="underline">
            {t("compareRentals", { count: links.rentals.count })}
          </a>
        </li>
      </ul>
    </>
  );
}
