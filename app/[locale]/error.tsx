"use client";
/* eslint-disable @next/next/no-html-link-for-pages -- after an error, a full page load is the reliable way home */

import { useTranslations } from "next-intl";

// Never shows the error itself: the visitor gets a plain message, the details stay in the server log.
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("Error");
  return (
    <section className="mx-auto max-w-2xl py-10 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{t("heading")}</h1>
      <p className="mt-4 text-slate-700">{t("text")}</p>
      <div className="mt-6 flex justify-center gap-4">
        <button type="button" onClick={reset} className="min-h-11 rounded bg-brand-900 px-5 font-semibold text-white">
          {t("retry")}
        </button>
        <a href="/" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
          {t("home")}
        </a>
      </div>
    </section>
  );
}
