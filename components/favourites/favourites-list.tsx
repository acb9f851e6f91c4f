"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";
import { COMPARE_MAX, COMPARE_MIN } from "@/lib/favourites/compare";
import { parseIdList } from "@/lib/favourites/ids";
import type { FavouriteItem } from "@/lib/favourites/item";
import { comparison, favourites } from "@/lib/favourites/store";
import type { Locale } from "@/lib/i18n/locales";
import { FavouriteCard } from "./favourite-card";
import { ShareLink } from "./share-link";

const noSubscription = () => () => {};
const useAddress = () =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.href,
    () => null,
  );

type Loaded = { key: string; items: FavouriteItem[] } | { key: string; failed: true };

/** The ids of a shared list (?ids=3,7,12), or null when the address carries none: the visitor's own list. */
function sharedIds(address: string | null): number[] | null {
  const list = address === null ? null : new URL(address).searchParams.get("ids");
  return list === null ? null : (parseIdList(list) ?? []);
}

/**
 * The favourites of this browser, or a shared list read-only with a button to keep it. The heading is drawn here:
 * whether the list is the visitor's own or someone else's is known in the browser only (?ids=).
 */
export function FavouritesList({ locale, comparePath }: { locale: Locale; comparePath: string }) {
  const t = useTranslations("Favourites");
  const raw = favourites.useRaw();
  const chosen = comparison.ids(comparison.useRaw());
  const address = useAddress();
  const shared = sharedIds(address);
  const ids = shared ?? favourites.ids(raw);
  // Null while the server draws the page and during hydration: which list to show is not known yet.
  const ready = address !== null;
  const key = ids.join(",");
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!ready || key === "") return;
    const controller = new AbortController();
    fetch(`/api/favourites/?ids=${key}&locale=${locale}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ items: FavouriteItem[] }>) : Promise.reject()))
      .then(({ items }) => setLoaded({ key, items }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ key, failed: true });
      });
    return () => controller.abort();
  }, [ready, key, locale]);

  const heading = (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{shared ? t("sharedTitle") : t("title")}</h1>
      {!shared && <p className="mt-4 max-w-3xl text-slate-700">{t("intro")}</p>}
    </>
  );
  if (!ready) return heading;
  // A heart released on this page takes its card away at once, before the new answer.
  const items = loaded && "items" in loaded ? loaded.items.filter((item) => ids.includes(item.id)) : [];
  const current = loaded?.key === key;
  const here = new URL(address);
  const shareUrl = `${here.origin}${here.pathname}?ids=${key}`;
  // Ids the site no longer knows at all: said as withdrawn, and not counted among what is shown.
  const missing = current && "items" in loaded ? ids.filter((id) => !items.some((item) => item.id === id)).length : 0;
  // A withdrawn one cannot be compared: nothing of it is shown any more.
  const compared = chosen.filter((id) => items.some((item) => item.id === id && item.status !== "WITHDRAWN"));
  const canCompare = compared.length >= COMPARE_MIN && compared.length <= COMPARE_MAX;
  // The choices are the cards' menus' too (the comparison's stored list): one chosen elsewhere stays chosen.
  const choose = (id: number, on: boolean) => {
    if (on !== chosen.includes(id)) comparison.toggle(id);
  };
  const keep = () => {
    favourites.keep(ids);
    window.location.assign(here.pathname);
  };

  return (
    <>
      {heading}
      <div className="mt-6" data-favourites={shared ? "shared" : "own"}>
        {shared && items.length > 0 && (
          <div className="mb-6 max-w-3xl rounded border border-brand-100 bg-brand-50 p-4">
            <p data-shared-intro>{t("sharedIntro", { count: items.length })}</p>
            <div className="mt-3 flex flex-wrap items-center gap-4">
              <button type="button" className="rounded bg-brand-900 px-5 py-2 font-semibold text-white" onClick={keep}>
                {t("keep")}
              </button>
              <a href={here.pathname} className="underline">
                {t("ownList")}
              </a>
            </div>
          </div>
        )}
        <div role="status">
          {ids.length === 0 && <p>{t("empty")}</p>}
          {ids.length > 0 && !current && items.length === 0 && <p>{t("loading")}</p>}
          {current && "failed" in loaded && <p>{t("error")}</p>}
          {missing > 0 && <p data-missing>{t("missing", { count: missing })}</p>}
        </div>
        {items.length > 0 && (
          <ul aria-label={t("listLabel")} className="mt-4 grid gap-6 tablet:grid-cols-2 desktop:grid-cols-3">
            {items.map((item) => (
              <li key={item.id} className="flex min-w-0 flex-col">
                <FavouriteCard
                  item={item}
                  readOnly={shared !== null}
                  chosen={compared.includes(item.id)}
                  onChoose={(on) => choose(item.id, on)}
                />
              </li>
            ))}
          </ul>
        )}
        {items.length >= COMPARE_MIN && (
          <form action={comparePath} method="get" className="mt-6 flex flex-wrap items-center gap-4">
            <input type="hidden" name="ids" value={compared.join(",")} />
            <button
              type="submit"
              className="rounded bg-brand-900 px-5 py-2 font-semibold text-white disabled:bg-slate-600"
              disabled={!canCompare}
              aria-describedby="compare-hint"
            >
              {t("compare.button", { count: compared.length })}
            </button>
            <p id="compare-hint" className="text-slate-700">
              {t("compare.hint")}
            </p>
          </form>
        )}
        {!shared && ids.length > 0 && (
          <section className="mt-10 max-w-3xl" aria-labelledby="share-favourites">
            <h2 id="share-favourites" className="text-xl font-semibold text-brand-900">
              {t("shareTitle")}
            </h2>
            <p className="mt-2 text-slate-700">{t("shareHint")}</p>
            <ShareLink url={shareUrl} title={t("title")} />
          </section>
        )}
      </div>
    </>
  );
}
