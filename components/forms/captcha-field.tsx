"use client";

import type { Challenge } from "altcha-lib";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import type { ErrorKey } from "@/lib/forms/fields";
import { useSummaryEntry } from "./error-summary";

// ALTCHA: the browser proves a little work (hashes until it finds the signed number) instead of
// reading distorted letters. It starts when the form comes into view; nothing leaves the site. A
// solution is good once: the form mounts a fresh field after the server has spent one.

type Status = "waiting" | "checking" | "done" | "failed";

async function solve(): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import("altcha-lib"),
    import("altcha-lib/algorithms/web/sha"),
  ]);
  const response = await fetch("/api/captcha/", { cache: "no-store" });
  if (!response.ok) throw new Error(`captcha ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error("unsolved");
  return btoa(JSON.stringify({ challenge, solution }));
}

export function CaptchaField({ error }: { error?: ErrorKey }) {
  const t = useTranslations("Forms");
  const box = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>("waiting");
  const [value, setValue] = useState("");
  const [attempt, setAttempt] = useState(0);
  const id = useId();
  useSummaryEntry("captcha", t("captchaLabel"), id);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    const start = () => {
      setStatus("checking");
      solve().then(
        (payload) => {
          if (cancelled) return;
          setValue(payload);
          setStatus("done");
        },
        () => !cancelled && setStatus("failed"),
      );
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        start();
      }
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [attempt]);

  const invalid = Boolean(error) && status !== "done";
  return (
    <div
      ref={box}
      id={id}
      data-captcha
      tabIndex={-1}
      className={`flex items-center gap-3 rounded border px-3 py-2 text-sm ${invalid ? "border-red-700" : "border-slate-300"}`}
    >
      <input type="hidden" name="captcha" value={value} />
      <span aria-hidden="true" className={status === "done" ? "text-green-800" : "text-slate-600"}>
        {status === "done" ? "✔" : "⟳"}
      </span>
      <span role="status" className="flex-1">
        <span className="sr-only">{t("captchaLabel")}: </span>
        {status === "done" ? t("captchaDone") : status === "failed" ? "" : t("captchaChecking")}
        {status === "failed" && (
          <button type="button" className="underline" onClick={() => setAttempt((n) => n + 1)}>
            {t("captchaFailed")}
          </button>
        )}
      </span>
      <span className="text-xs text-slate-600">{t("captchaLabel")}</span>
    </div>
  );
}
