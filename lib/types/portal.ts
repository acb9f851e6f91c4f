import type { PriceTerms } from "@/lib/rules/asking-price";
import type { Locale } from "@/lib/i18n/locales";
import type { MarketSubject } from "@/lib/types/market";
import type { DayCount, VisitFigures } from "@/lib/rules/calendar";

// What the owner portal shows, as the data layer (lib/db/owner-portal*.ts) hands it to the pages.

export type PropertyState = "AVAILABLE" | "OPTION" | "SOLD" | "RENTED" | "WITHDRAWN" | string;

export interface PortalOwner {
  id: number;
  firstName: string;
  lastName: string;
  locale: Locale;
  monthlyReport: boolean;
}

export interface PortalPropertySummary {
  id: number;
  reference: string;
  title: string;
  status: PropertyState;
  goal: number;
  /** Asking price or monthly rent; null when not published. */
  price: number | null;
  /** What is paid beyond the price, as the listing's pages say it. */
  priceTerms: PriceTerms;
  photoUrl: string | null;
  /** The public page's parts (propertyPath): its town and its title's slug in the portal's language. */
  citySlug: string;
  slug: string;
  figures: VisitFigures;
}

export interface PortalManager {
  name: string;
  phone: string;
  email: string;
  photoUrl: string | null;
}

/** The forms visitors send about a property, and the agency's own entries. */
export type CommunicationKind =
  | "VISIT_REQUEST"
  | "MORE_INFO"
  | "DOCUMENT_REQUEST"
  | "PURCHASE_OFFER"
  | "RENTAL_APPLICATION"
  | "SEND_TO_FRIEND"
  | "APPOINTMENT"
  | "AGENCY";

/** A spec §3 row: date, type, contact, subject, comment, status, source. */
export interface CommunicationRow {
  at: string;
  kind: CommunicationKind;
  contact: string | null;
  /** The agency's subject; null for a visitor's form (the page names the form). */
  subject: string | null;
  comment: string | null;
  /** The agency's status; null for a visitor's form (received). */
  status: string | null;
  /** The agency's source; null for a visitor's form (the website). */
  source: string | null;
  /** A purchase offer's amount, shown as the row's comment. */
  amount: number | null;
  /** The language of the agency's text in the row; null for a visitor's form, which holds none. */
  lang: Locale | null;
}

export interface MediaRow {
  since: string;
  /** A brand ("Immoweb") or one of the agency's own media (lib/portal/agency-words.ts). */
  medium: string;
  status: string | null;
  comment: string | null;
  /** The language of the agency's text in the row. */
  lang: Locale;
}

export interface PriceChange {
  at: string;
  from: number | null;
  to: number | null;
}

export type VisitStatus = "confirmed" | "cancelled" | "done";

export interface CalendarVisit {
  at: string;
  status: VisitStatus;
  contact: string;
}

export interface VisitFeedback {
  at: string;
  contact: string | null;
  subject: string;
  comment: string | null;
  /** The language the agency wrote the feedback in. */
  lang: Locale;
}

export interface PortalPropertyDetail extends PortalPropertySummary {
  /** What the municipality's sale prices shown beside it depend on (lib/market/context.ts). */
  market: MarketSubject;
  publishedAt: string;
  series: DayCount[];
  communications: CommunicationRow[];
  media: MediaRow[];
  priceChanges: PriceChange[];
  visits: CalendarVisit[];
  feedback: VisitFeedback[];
  matchingSearches: number;
  /** Confirmed, running watches of the property by e-mail. */
  watchers: number;
  manager: PortalManager | null;
}

/** An owner's monthly report (lib/portal/monthly-report.ts): one month's figures for each property. */
export interface OwnerReportProperty {
  reference: string;
  title: string;
  monthViews: number;
  totalViews: number;
  /** Requests sent through the site's forms about the property during the month. */
  requests: number;
  /** Visits booked in the calendar for a day of the month, not cancelled. */
  visits: number;
  matchingSearches: number;
}

export interface OwnerReportData {
  ownerId: number;
  firstName: string;
  email: string;
  locale: Locale;
  /** "2026-10" */
  month: string;
  /** The Brussels day the report was made ("2026-11-01"): the day its matching searches were counted. */
  madeOn: string;
  properties: OwnerReportProperty[];
}
