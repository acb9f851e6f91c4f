import "server-only";
import { z } from "zod";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import type { Database } from "@/lib/db/database";
import { erasePersonalData, planErasure, type CounterHashes, type Erasure } from "@/lib/db/privacy-erase";
import { findHoldings, readHoldings } from "@/lib/db/privacy";
import { limitKey } from "@/lib/forms/rate-limit";
import { log } from "@/lib/log.mjs";
import { normaliseIdentifier } from "@/lib/rules/identifier";
import { fileStore, type FileStore } from "@/lib/storage";
import { removeQueuedUploads } from "@/lib/storage/remove-files";
import type { PersonalData } from "@/lib/types/privacy";

// Answering a person's request about their data (GDPR art. 15 and 17) for staff: `npm run privacy:export`
// and `npm run privacy:erase` (scripts/). Addresses are compared as every look-up compares them.

/** The key of a well-formed e-mail address, or null for anything else (nothing, a name, a control character). */
export function addressKey(text: string | undefined): string | null {
  const key = normaliseIdentifier(text ?? "");
  return key.length <= 254 && z.email().safeParse(key).success ? key : null;
}

/** The tables that hold what a visitor chose about cookies keep no address: say so rather than show nothing. */
export const CONSENT_RECORDS =
  "Cookie choices are recorded under a random id kept in the visitor's consent cookie, never with an e-mail " +
  "address or a name: no consent record can be tied to this address. The visitor's browser holds the id " +
  "(cookie settings); with it, the records of that id can be looked up.";

export const MAIL_BODIES =
  "Mails are listed without their bodies: a mail repeats the form's contents listed above, or the site's " +
  "standard text.";

export type PersonalDataExport = PersonalData & { generatedAt: Date; consentRecords: string; notes: string[] };

export async function exportPersonalData(address: string, db: Database, now = new Date()): Promise<PersonalDataExport> {
  const key = normaliseIdentifier(address);
  const data = await readHoldings(key, await findHoldings(key, db), db);
  const notes = [MAIL_BODIES];
  if (data.ownerAccounts.length > 0)
    notes.push("The owner account's password is stored only as a hash, which is not shown.");
  return { generatedAt: now, ...data, consentRecords: CONSENT_RECORDS, notes };
}

// Every counter an address's attempts fill: by e-mail (forms, reset requests), by the name typed at
// sign-in, and by each owner account's id (sign-in and reset mails). Counters by client address stay:
// they name no one, and end within a day.
const counterHashes =
  (key: string): CounterHashes =>
  (owners) => [
    limitKey({ email: key }),
    limitKey({ email: `name:${key}` }),
    ...owners.map((id) => limitKey({ email: `owner:${id}` })),
  ];

/**
 * Whether the address is the agency's own (its public address, the sender, where alerts go): its mails are
 * the agency's record of every submission, never one person's data to erase.
 */
export function isAgencyAddress(key: string): boolean {
  const own = [agency.email, config.mailAlertTo, /<([^>]+)>/.exec(config.mailFrom ?? "")?.[1] ?? config.mailFrom];
  return own.some((address) => address !== undefined && normaliseIdentifier(address) === key);
}

export interface ErasureReport extends Erasure {
  applied: boolean;
  /** Why nothing is erased, with or without `apply`: the address is the agency's own, or a staff member's. */
  refused?: "agency" | "staff";
  /** Uploaded files that could not be removed (by stored name, which names no one). */
  filesLeft: string[];
}

/**
 * Without `apply`, what would go; with it, everything goes: rows in one transaction, then the files (from
 * the configured upload store unless given another).
 */
export async function erasePersonalDataOf(
  address: string,
  options: { apply: boolean; store?: FileStore },
  db: Database,
): Promise<ErasureReport> {
  const key = normaliseIdentifier(address);
  const planned = { ...(await planErasure(key, counterHashes(key), db)), applied: false, filesLeft: [] };
  // Erasing a staff address would delete the copies of visitors' forms mailed to that person.
  if (isAgencyAddress(key)) return { ...planned, refused: "agency" };
  if (planned.staffProfiles > 0) return { ...planned, refused: "staff" };
  if (!options.apply) return planned;
  const erasure = await erasePersonalData(key, counterHashes(key), db);
  const store = options.store ?? fileStore("uploads", db);
  const { left: filesLeft } = await removeQueuedUploads(store, {
    event: "privacy.file-left",
    by: "Erasure",
    among: erasure.uploads,
    db,
  });
  log.info(
    { event: "privacy.erased", ...erasure.counts, filesLeft: filesLeft.length, staffProfiles: erasure.staffProfiles },
    "personal data erased",
  );
  return { ...erasure, applied: true, filesLeft };
}
