import type { Locale } from "@/lib/i18n/locales";
import type { OutgoingMail } from "@/lib/types/mail";
import type { Transaction } from "@/lib/db/database";

// A validated form as it is stored, with the mails it sends: written in one transaction (the outbox).

export type FormKind =
  | "CONTACT"
  | "VALUATION"
  | "ONLINE_VALUATION"
  | "VISIT_REQUEST"
  | "MORE_INFO"
  | "DOCUMENT_REQUEST"
  | "PROJECT_CONTACT"
  | "SEND_TO_FRIEND"
  | "TESTIMONIAL"
  | "JOB"
  | "INSURANCE"
  | "MANAGED_PROPERTY"
  | "PURCHASE_OFFER"
  | "RENTAL_APPLICATION"
  | "DEMAND_REGISTER"
  | "NEWSLETTER"
  | "APPOINTMENT"
  | "WATCH";

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface StoredUpload {
  storedName: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
}

export interface Submission {
  kind: FormKind;
  locale: Locale;
  email: string;
  payload: Json;
  propertyId?: number | null;
  projectId?: number | null;
  /** The mails this submission sends; each is linked to the stored submission. */
  mails: OutgoingMail[];
  /** Files already written to the upload folder, recorded with the submission. */
  uploads?: StoredUpload[];
  /** Work that must succeed with the submission (a booking's place); throwing undoes everything. */
  within?: (tx: Transaction, submissionId: number) => Promise<void>;
}
