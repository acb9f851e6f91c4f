"use client";

import Image from "next/image";
import { useTranslations } from "next-intl";
import type { FavouriteItem } from "@/lib/favourites/item";
import { FavouriteButton } from "./favourite-button";

const closed = new Set(["SOLD", "RENTED"]);

/** One favourite on the favourites page: its current price and state, said in words when it is no longer offered. */
export function FavouriteCard({
  item,
  readOnly,
  chosen,
  onChoose,
}: {
  item: FavouriteItem;
  readOnly: boolean;
  chosen: boolean;
  onChoose: (on: boolean) => void;
}) {
  const t = useTranslations("Favourites");
  if (item.status === "WITHDRAWN") {
    // Its page is gone (410): nothing of it is shown any more, and it cannot be compared.
    return (
      <article className="card flex-1" data-favourite-card={item.id} data-state={item.status}>
        <div className="card-photo">
          {!readOnly && <FavouriteButton id={item.id} save={t("save")} remove={t("remove")} />}
        </div>
        <div className="card-body">
          <p className="text-sm text-slate-700">{t("reference", { reference: item.reference })}</p>
          <p className="mt-auto pt-2 font-semibold text-accent-700" data-favourite-state>
            {t("state.WITHDRAWN")}
          </p>
        </div>
      </article>
    );
  }
  return (
    <article className="card flex-1" data-favourite-card={item.id} data-state={item.status}>
      <div className="card-photo">
        {item.photo && (
          <Image src={item.photo.url} alt="" fill sizes="(max-width: 767px) 100vw, 33vw" className="object-cover" />
        )}
        {!readOnly && <FavouriteButton id={item.id} save={t("save")} remove={t("remove")} />}
      </div>
      <div className="card-body">
        {item.priceText && (
          <p className="card-price" data-price>
            {item.priceText}
          </p>
        )}
        {item.previousPriceText && (
          <p className="card-lowered">{t("priceLowered", { price: item.previousPriceText })}</p>
        )}
        <h2 className="font-semibold">
          <a href={item.href} className="card-link">
            {item.title}
          </a>
        </h2>
        <p className="card-type">{`${item.typeName} · ${item.place}`}</p>
        <p className="text-sm text-slate-700">{t("reference", { reference: item.reference })}</p>
        <p
          className={
            closed.has(item.status) ? "mt-auto pt-2 font-semibold text-accent-700" : "mt-auto pt-2 text-brand-900"
          }
          data-favourite-state
        >
          {t(`state.${item.status}`)}
        </p>
        <label className="relative z-10 mt-2 flex min-h-11 items-center gap-2 self-start">
          <input
            type="checkbox"
            className="size-5"
            checked={chosen}
            onChange={(event) => onChoose(event.target.checked)}
          />
          {t("compare.choose")}
          <span className="sr-only">{item.title}</span>
        </label>
      </div>
    </article>
  );
}
