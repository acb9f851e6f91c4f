"use client";

import { useTranslations } from "next-intl";
import { useActionState, type ReactNode } from "react";
import { followMailedLink } from "@/lib/forms/actions/mailed-link";
import { CONFIRMATION_DAYS, type LinkPurpose, type LinkState, type LinkView } from "@/lib/domain/mailed-link";
import { SAME_PAGE } from "./form-context";
import { RenewSearchLink } from "./renew-search-link";

// What each mailed link's page says: the question beside its button, and each state's answer.
const texts = {
  CONFIRM_NEWSLETTER: {
    question: "Newsletter.confirmQuestion",
    button: "Newsletter.confirmLink",
    done: "Newsletter.confirmed",
    expired: "Newsletter.expiredLink",
    unknown: "Newsletter.unknownLink",
  },
  LEAVE_NEWSLETTER: {
    question: "Newsletter.unsubscribeQuestion",
    button: "Newsletter.unsubscribe",
    done: "Newsletter.unsubscribed",
    expired: "Newsletter.unknownLink",
    unknown: "Newsletter.unknownLink",
  },
  CONFIRM_SEARCH: {
    question: "StandingSearch.confirmQuestion",
    button: "StandingSearch.confirmLink",
    done: "StandingSearch.confirmed",
    expired: "StandingSearch.expiredLink",
    unknown: "StandingSearch.unknownLink",
  },
  MANAGE_SEARCH: {
    question: "StandingSearch.yourSearch",
    button: "StandingSearch.stop",
    done: "StandingSearch.stopped",
    expired: "StandingSearch.unknownLink",
    unknown: "StandingSearch.unknownLink",
  },
  CONFIRM_WATCH: {
    question: "Watch.confirmQuestion",
    button: "Watch.confirmLink",
    done: "Watch.confirmed",
    expired: "Watch.expiredLink",
    unknown: "Watch.unknownLink",
  },
  STOP_WATCH: {
    question: "Watch.stopQuestion",
    button: "Watch.stop",
    done: "Watch.stopped",
    expired: "Watch.unknownLink",
    unknown: "Watch.unknownLink",
  },
  STOP_WATCHES: {
    question: "Watch.stopAllQuestion",
    button: "Watch.stopAll",
    done: "Watch.stoppedAll",
    expired: "Watch.unknownLink",
    unknown: "Watch.unknownLink",
  },
} as const satisfies Record<LinkPurpose, Record<Exclude<LinkState, "open"> | "question" | "button", string>>;

/**
 * The page of a mailed link (confirm, unsubscribe, stop a search): opening it changes nothing, so a
 * mail scanner that follows the link does nothing; the button posts the token, the server checks it
 * again and acts. A plain form, so it works without JavaScript too. Leaving stays one click.
 * `children`: what the question names, shown with it while the button may act (the watches "stop all" stops).
 */
export function MailedLink({ link, children }: { link: LinkView; children?: ReactNode }) {
  const t = useTranslations();
  const [state, formAction, pending] = useActionState(followMailedLink, link.state, SAME_PAGE);
  const text = texts[link.purpose];
  if (state === "expired" && link.purpose === "MANAGE_SEARCH") return <RenewSearchLink token={link.token} />;
  if (state !== "open")
    return (
      <p role="status" className="mt-4 rounded border border-brand-700 bg-brand-50 px-4 py-3 font-medium">
        {t(text[state], { days: CONFIRMATION_DAYS })}
      </p>
    );
  return (
    <form action={formAction} className="mt-4 rounded-lg border border-brand-100 bg-white p-4">
      <p className="mb-3 font-semibold">{t(text.question, { email: link.email ?? "" })}</p>
      {children}
      <input type="hidden" name="purpose" value={link.purpose} />
      <input type="hidden" name="token" value={link.token} />
      <button
        type="submit"
        disabled={pending}
        className={
          link.purpose === "MANAGE_SEARCH" || link.purpose === "STOP_WATCH" || link.purpose === "STOP_WATCHES"
            ? "rounded border border-accent-700 px-5 py-2 font-semibold text-accent-700"
            : "rounded bg-accent-700 px-5 py-2 font-semibold text-white"
        }
      >
        {t(text.button)}
      </button>
    </form>
  );
}
