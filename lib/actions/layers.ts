import "server-only";
import { currentOwner, type SignedInOwner } from "@/lib/auth/owner-session";
import { withinLimits, type Check } from "@/lib/forms/rate-limit";
import { clientAddress } from "@/lib/http/client-address";
import { limitSubject } from "@/lib/http/ip.mjs";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { routing } from "@/lib/i18n/routing";
import { Refusal, type Args, type Raw } from "./action";

// The layers most actions add (lib/actions/action.ts); a form's own ones are in form-layers.ts.

/** The page's language, from the form's `locale` field; the default one when it names none. */
export const withLocale = ({ raw }: { raw: Raw }): { locale: Locale } => ({
  locale: isLocale(raw.locale) ? raw.locale : routing.defaultLocale,
});

/**
 * The client as the limits count clients (an IPv4 address or an IPv6 /64, lib/http/ip.mjs). Without an
 * address no limit could hold: refused "noAddress" before anything that a limit guards.
 */
export function withClient(): { client: string } {
  const address = clientAddress();
  if (!address) throw new Refusal("noAddress");
  return { client: limitSubject(address) };
}

/** Counts the attempt against each rule for its subject; refused "rateLimited" at the first one passed. */
export function withinLimit<V, Ctx>(checks: (args: Args<V, Ctx>) => Check[]) {
  return async (args: Args<V, Ctx>): Promise<object> => {
    if (!(await withinLimits(checks(args)))) throw new Refusal("rateLimited");
    return {};
  };
}

/** The owner signed in on this request (asked of the database, not only the cookie); refused "signedOut". */
export async function withOwner(): Promise<{ owner: SignedInOwner }> {
  const owner = await currentOwner();
  if (!owner) throw new Refusal("signedOut");
  return { owner };
}
