"use client";

import { useActionState } from "react";
import { stopDemand } from "@/lib/forms/actions";

/** Stops a standing search from its link (spec §1 demand register: a link to change or stop it). */
export function StopSearchButton({ token, labels }: { token: string; labels: { button: string; done: string } }) {
  const [state, action, pending] = useActionState(stopDemand, null);
  if (state?.done)
    return (
      <p role="status" className="font-semibold text-brand-900">
        {labels.done}
      </p>
    );
  return (
    <form action={action}>
      <input type="hidden" name="token" value={token} />
      <button
        type="submit"
        disabled={pending}
        className="rounded border border-accent-700 px-5 py-2 font-semibold text-accent-700"
      >
        {labels.button}
      </button>
    </form>
  );
}
