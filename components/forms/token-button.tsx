"use client";

import { useActionState } from "react";

type TokenAction = (state: { done: boolean } | null, formData: FormData) => Promise<{ done: boolean }>;

/**
 * The one button behind a mailed link (leave the newsletter, stop a standing search): it posts the
 * link's token to the server action, then says it is done (spec §8 "unsubscribed correctly"). A plain
 * form, so it works without JavaScript too.
 */
export function TokenButton({
  action,
  token,
  labels,
  tone = "primary",
}: {
  action: TokenAction;
  token: string;
  labels: { button: string; done: string };
  tone?: "primary" | "secondary";
}) {
  const [state, formAction, pending] = useActionState(action, null);
  if (state?.done)
    return (
      <p role="status" className="font-semibold text-brand-900">
        {labels.done}
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
        {labels.button}
      </button>
    </form>
  );
}
