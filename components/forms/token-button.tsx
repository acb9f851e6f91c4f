"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { SAME_PAGE } from "./form-context";

type TokenAction = (state: { done: boolean } | null, formData: FormData) => Promise<{ done: boolean }>;

// What each mailed link's button says, before and after.
const texts = {
  leaveNewsletter: { button: "Newsletter.unsubscribe", done: "Newsletter.unsubscribed", tone: "primary" },
  stopSearch: { button: "StandingSearch.stop", done: "StandingSearch.stopped", tone: "secondary" },
} as const;

/**
 * The one button behind a mailed link (leave the newsletter, stop a standing search): it posts the
 * link's token to the server action, then says it is done (spec §8 "unsubscribed correctly"). A plain
 * form, so it works without JavaScript too.
 */
export function TokenButton({ action, token, kind }: { action: TokenAction; token: string; kind: keyof typeof texts }) {
  const t = useTranslations();
  const [state, formAction, pending] = useActionState(action, null, SAME_PAGE);
  const { button, done, tone } = texts[kind];
  if (state?.done)
    return (
      <p role="status" className="font-semibold text-brand-900">
        {t(done)}
      </p>
    );
  return (
    <form action={formAction}>
      <input type="hidden" name="token" value={token} />
      <button
        type="submit"
        disabled={pending}
        className={
          tone === "primary"
            ? "rounded bg-accent-700 px-5 py-2 font-semibold text-white"
            : "rounded border border-accent-700 px-5 py-2 font-semibold text-accent-700"
        }
      >
        {t(button)}
      </button>
    </form>
  );
}
