"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

type Copy = "idle" | "copied" | "failed";

/**
 * A list's address to send on: the phone's share sheet where the browser has one (Web Share API), a copy
 * button elsewhere, and the address itself to select by hand. Drawn only in the browser (the list is).
 */
export function ShareLink({ url, title }: { url: string; title: string }) {
  const t = useTranslations("Favourites");
  const [copy, setCopy] = useState<Copy>("idle");
  const canShare = typeof navigator.share === "function";
  const share = () => {
    // A closed sheet rejects: nothing to say, the address stays on the page.
    navigator.share({ title, url }).catch(() => {});
  };
  const copyLink = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopy("copied"),
      () => setCopy("failed"),
    );
  };
  return (
    <>
      <p className="mt-2 break-all">
        <a href={url} className="underline" data-share-link>
          {url}
        </a>
      </p>
      <p className="mt-3 flex flex-wrap items-center gap-4">
        {canShare && (
          <button type="button" className="rounded bg-brand-900 px-5 py-2 font-semibold text-white" onClick={share}>
            {t("share")}
          </button>
        )}
        <button
          type="button"
          className="rounded border border-brand-700 px-5 py-2 font-semibold text-brand-700"
          onClick={copyLink}
        >
          {t("copy")}
        </button>
      </p>
      <p role="status" className="mt-2 text-slate-700">
        {copy === "copied" ? t("copied") : copy === "failed" ? t("copyFailed") : ""}
      </p>
    </>
  );
}
