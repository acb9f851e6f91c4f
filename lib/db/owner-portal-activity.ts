import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { maskedContact } from "@/lib/rules/masked-contact";
import type {
  CalendarVisit,
  CommunicationKind,
  CommunicationRow,
  MediaRow,
  PriceChange,
  VisitFeedback,
} from "@/lib/types/portal";
import type { Database } from "./database";
import { getPrisma } from "./infra/prisma";

// The histories of one property for its owner's portal: what visitors asked through the site's forms,
// the agency's own entries, the online media and price changes, the booked visits. The caller has
// already checked that the property is the signed-in owner's (lib/db/owner-portal.ts). The agency writes
// its entries to each owner in the owner's language, whatever language the portal is read in: each row
// carries that language, so the page can mark the text as such.

/** The site's forms that are about one property and go in the owner's communications. */
const propertyForms = [
  "VISIT_REQUEST",
  "MORE_INFO",
  "DOCUMENT_REQUEST",
  "PURCHASE_OFFER",
  "RENTAL_APPLICATION",
  "SEND_TO_FRIEND",
  "APPOINTMENT",
] as const satisfies readonly CommunicationKind[];

const HISTORY_ROWS = 200;

export interface PropertyActivity {
  communications: CommunicationRow[];
  media: MediaRow[];
  priceChanges: PriceChange[];
  visits: CalendarVisit[];
  feedback: VisitFeedback[];
}

const field = (payload: unknown, name: string): unknown =>
  payload && typeof payload === "object" ? (payload as Record<string, unknown>)[name] : undefined;

const amountOf = (value: unknown): number | null => {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
};

export async function propertyActivity(
  property: { id: number; reference: string },
  notesLocale: Locale,
  now: Date,
  db: Database = getPrisma(),
): Promise<PropertyActivity> {
  const [forms, events, bookings, audits] = await Promise.all([
    db.formSubmission.findMany({
      where: { propertyId: property.id, kind: { in: [...propertyForms] } },
      orderBy: { createdAt: "desc" },
      take: HISTORY_ROWS,
      select: { kind: true, createdAt: true, payload: true },
    }),
    db.ownerPortalEvent.findMany({
      where: { propertyId: property.id },
      orderBy: { occurredAt: "desc" },
      take: HISTORY_ROWS * 3,
    }),
    db.appointmentBooking.findMany({
      where: { slot: { propertyId: property.id } },
      orderBy: { slot: { startsAt: "desc" } },
      take: HISTORY_ROWS,
      select: { firstName: true, lastName: true, status: true, slot: { select: { startsAt: true, endsAt: true } } },
    }),
    db.staffAudit.findMany({
      where: { action: "property.change", reference: property.reference },
      orderBy: { at: "desc" },
      take: HISTORY_ROWS,
      select: { at: true, before: true, after: true },
    }),
  ]);

  const fromForms: CommunicationRow[] = forms.map((f) => ({
    at: f.createdAt.toISOString(),
    kind: f.kind as CommunicationKind,
    contact: maskedContact(field(f.payload, "firstName"), field(f.payload, "lastName")),
    subject: null,
    comment: null,
    status: null,
    source: null,
    amount: f.kind === "PURCHASE_OFFER" ? amountOf(field(f.payload, "amount")) : null,
    lang: null,
  }));
  // The agency's entries are shown as the agency wrote them, contact included.
  const fromAgency: CommunicationRow[] = events
    .filter((e) => e.type === "COMMUNICATION")
    .map((e) => ({
      at: e.occurredAt.toISOString(),
      kind: "AGENCY",
      contact: e.contact,
      subject: e.subject,
      comment: e.comment,
      status: e.status,
      source: e.source,
      amount: null,
      lang: notesLocale,
    }));
  const communications = [...fromForms, ...fromAgency].sort((a, b) => b.at.localeCompare(a.at));

  const media: MediaRow[] = events
    .filter((e) => e.type === "ONLINE_MEDIA")
    .map((e) => ({
      since: e.occurredAt.toISOString(),
      medium: e.subject,
      status: e.status,
      comment: e.comment,
      lang: notesLocale,
    }));

  const priceChanges: PriceChange[] = audits.flatMap((a) => {
    const to = field(a.after, "price");
    if (to === undefined) return [];
    return [{ at: a.at.toISOString(), from: amountOf(field(a.before, "price")), to: amountOf(to) }];
  });

  const visits: CalendarVisit[] = bookings.map((b) => ({
    at: b.slot.startsAt.toISOString(),
    status: b.status === "CANCELLED" ? "cancelled" : b.slot.endsAt <= now ? "done" : "confirmed",
    contact: maskedContact(b.firstName, b.lastName) ?? "",
  }));
  const feedback: VisitFeedback[] = events
    .filter((e) => e.type === "CALENDAR_VISIT")
    .map((e) => ({
      at: e.occurredAt.toISOString(),
      contact: e.contact,
      subject: e.subject,
      comment: e.comment,
      lang: notesLocale,
    }));

  return { communications: communications.slice(0, HISTORY_ROWS), media, priceChanges, visits, feedback };
}
