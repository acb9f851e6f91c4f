"use client";

import { useActionState } from "react";
import { SAME_PAGE } from "@/components/forms/form-context";
import { signOutOwner } from "@/lib/auth/actions/sign-out";
import type { Locale } from "@/lib/i18n/locales";

/** The sign-out button's form; it posts without JavaScript too. */
export function SignOutForm({ locale, label }: { locale: Locale; label: string }) {
  const [, action, pending] = useActionState(signOutOwner, null, SAME_PAGE);
  return (
    <form action={action}>
      <input type="hidden" name="locale" value={locale} />
      <button
        type="submit"
        disabled={pending}
        className="rounded border border-brand-900 px-3 py-2 font-medium text-brand-900 hover:bg-brand-100"
      >
        {label}
      </button>
    </form>
  );
}
