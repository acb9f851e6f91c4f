import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { agencyCopy } from "@/lib/mail/templates/agency-copy";
import type { Rows } from "@/lib/mail/templates/frame";
import { formConfirmation, type ConfirmedKind } from "@/lib/mail/templates/form-confirmation";
import type { SentValues } from "@/lib/mail/templates/sent-rows";
import { routing } from "@/lib/i18n/routing";
import type { Prepared } from "./form-action";
import type { AboutListing } from "./listing";

/**
 * The common case: a confirmation to the visitor and a copy to the agency, or to the property's or
 * project's manager. Only the copy holds what the visitor sent: `rowsIn` describes the request in the
 * agency's language, `agencyRows` adds to it.
 */
export async function withCopy(
  kind: ConfirmedKind & Prepared["kind"],
  values: SentValues & { email: string; firstName: string; lastName: string },
  locale: Locale,
  options: {
    property?: AboutListing;
    projectId?: number;
    to?: string;
    title?: string;
    rowsIn?: (locale: Locale) => Promise<Rows>;
    agencyRows?: Rows;
  } = {},
): Promise<Prepared> {
  const { property } = options;
  const to = options.to ?? property?.manager ?? undefined;
  const agencyRequestRows = await options.rowsIn?.(routing.defaultLocale);
  const mails = await Promise.all([
    formConfirmation({
      kind,
      locale,
      to: values.email,
      property,
      replyTo: to,
      fill: options.title ? { title: options.title } : undefined,
    }),
    agencyCopy({
      kind,
      to,
      replyTo: values.email,
      values,
      property,
      extraRows: [...(agencyRequestRows ?? []), ...(options.agencyRows ?? [])],
    }),
  ]);
  return {
    kind,
    email: values.email,
    propertyId: property?.id,
    back: property?.path,
    projectId: options.projectId,
    mails,
  };
}
