import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { isToken } from "@/lib/domain/id";
import { CONFIRMATION_DAYS, MANAGE_DAYS, type LinkPurpose, type LinkState } from "@/lib/domain/mailed-link";
import type { Client, Database, Transaction } from "./database";
import { getPrisma } from "./infra/prisma";

// The links mailed to subscribers (confirm, leave the newsletter, change or stop a search, confirm or stop
// a watched property), for the newsletter, the standing searches and the watches alike. Only the SHA-256 of a token is stored and looked up, so
// reading the table gives no working link away. Confirmations and a search's links expire; leaving the
// newsletter never does.

const DAY_MS = 24 * 60 * 60 * 1000;

const confirmations = new Set<LinkPurpose>(["CONFIRM_NEWSLETTER", "CONFIRM_SEARCH", "CONFIRM_WATCH"]);
const validDays: Partial<Record<LinkPurpose, number>> = {
  CONFIRM_NEWSLETTER: CONFIRMATION_DAYS,
  CONFIRM_SEARCH: CONFIRMATION_DAYS,
  CONFIRM_WATCH: CONFIRMATION_DAYS,
  MANAGE_SEARCH: MANAGE_DAYS,
};

type Subject = { subscriptionId: number } | { searchId: number } | { watchId: number };

/** 192 random bits, base64url: what a mail carries and nothing else keeps. */
export const newLinkToken = () => randomBytes(24).toString("base64url");

export const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/**
 * Stores the hashes of the tokens a mail is about to carry, inside that mail's transaction. Expired links
 * answer "expired" until the retention job deletes them (EXPIRED_LINK_DAYS, lib/rules/retention.ts).
 */
export async function storeLinks(
  subject: Subject,
  tokens: Partial<Record<LinkPurpose, string>>,
  now: Date,
  tx: Transaction,
): Promise<void> {
  await tx.mailedLink.createMany({
    data: Object.entries(tokens).map(([purpose, token]) => ({
      ...subject,
      tokenHash: hashToken(token),
      purpose: purpose as LinkPurpose,
      createdAt: now,
      expiresAt: validDays[purpose as LinkPurpose]
        ? new Date(now.getTime() + validDays[purpose as LinkPurpose]! * DAY_MS)
        : null,
    })),
  });
}

/** The link a token names for this purpose, with its subscription or search; null when there is none. */
export async function findLinkRow(purpose: LinkPurpose, token: string, db: Client = getPrisma()) {
  if (!isToken(token)) return null;
  return db.mailedLink.findUnique({
    where: { tokenHash_purpose: { tokenHash: hashToken(token), purpose } },
    include: { subscription: true, search: true, watch: true },
  });
}

type LinkRow = NonNullable<Awaited<ReturnType<typeof findLinkRow>>>;

/** The subject as both kinds share it: when it was confirmed, and when it ended (unsubscribed, stopped). */
function subjectOf(row: LinkRow) {
  const s = row.subscription ?? row.search ?? row.watch;
  if (!s) return null;
  const endedAt = "unsubscribedAt" in s ? s.unsubscribedAt : s.stoppedAt;
  return { email: s.email, confirmedAt: s.confirmedAt, endedAt };
}

/** The one rule for every link: what its button would do now. */
export function stateOf(purpose: LinkPurpose, row: LinkRow | null, now = new Date()): LinkState {
  const subject = row && subjectOf(row);
  if (!row || !subject) return "unknown";
  if (row.expiresAt && row.expiresAt <= now) return "expired";
  if (confirmations.has(purpose)) return subject.endedAt ? "unknown" : subject.confirmedAt ? "done" : "open";
  // Stopping every watch of the address stays open: another watch may have started since this one stopped.
  if (purpose === "STOP_WATCHES") return "open";
  return subject.endedAt ? "done" : "open";
}

/** What opening a link shows; reads only. An expired link no longer shows whose it was. */
export async function viewLink(
  purpose: LinkPurpose,
  token: string,
  now = new Date(),
  db: Database = getPrisma(),
): Promise<{ state: LinkState; email: string | null }> {
  const row = await findLinkRow(purpose, token, db);
  const state = stateOf(purpose, row, now);
  const shown = state === "open" || state === "done";
  return { state, email: row && shown ? (subjectOf(row)?.email ?? null) : null };
}

/** What each link's button does to its subject, once the link is known to be open. */
const actions: Record<LinkPurpose, (row: LinkRow, now: Date, tx: Transaction) => Promise<unknown>> = {
  CONFIRM_NEWSLETTER: (row, now, tx) =>
    tx.newsletterSubscription.update({ where: { id: row.subscriptionId! }, data: { confirmedAt: now } }),
  LEAVE_NEWSLETTER: async (row, now, tx) => {
    await tx.newsletterSubscription.update({ where: { id: row.subscriptionId! }, data: { unsubscribedAt: now } });
    // Coming back takes a new confirmation: the confirmation links already mailed stop working.
    await tx.mailedLink.deleteMany({ where: { subscriptionId: row.subscriptionId, purpose: "CONFIRM_NEWSLETTER" } });
  },
  CONFIRM_SEARCH: (row, now, tx) =>
    tx.standingSearch.update({ where: { id: row.searchId! }, data: { confirmedAt: now } }),
  MANAGE_SEARCH: async (row, now, tx) => {
    await tx.standingSearch.update({ where: { id: row.searchId! }, data: { stoppedAt: now } });
    await tx.mailedLink.deleteMany({ where: { searchId: row.searchId, purpose: "CONFIRM_SEARCH" } });
  },
  CONFIRM_WATCH: (row, now, tx) => tx.propertyWatch.update({ where: { id: row.watchId! }, data: { confirmedAt: now } }),
  STOP_WATCH: (row, now, tx) => stopWatches({ id: row.watchId! }, now, tx),
  // Every watch of the link's address, and no other address's.
  STOP_WATCHES: (row, now, tx) => stopWatches({ email: row.watch!.email }, now, tx),
};

/** Stops running watches; watching again takes a new confirmation, so the confirmation links already mailed die. */
async function stopWatches(which: { id: number } | { email: string }, now: Date, tx: Transaction) {
  const where = { ...which, stoppedAt: null };
  const ids = (await tx.propertyWatch.findMany({ where, select: { id: true } })).map((w) => w.id);
  await tx.propertyWatch.updateMany({ where: { id: { in: ids } }, data: { stoppedAt: now } });
  await tx.mailedLink.deleteMany({ where: { watchId: { in: ids }, purpose: "CONFIRM_WATCH" } });
}

/**
 * A link's button was pressed: the token is checked again here, and the link acts only when open.
 * Answers the state after: "done" when it acted (or had already), else "expired" or "unknown".
 */
export async function followLink(
  purpose: LinkPurpose,
  token: string,
  now = new Date(),
  db: Database = getPrisma(),
): Promise<LinkState> {
  if (!isToken(token)) return "unknown";
  return db.$transaction(async (tx) => {
    const row = await findLinkRow(purpose, token, tx);
    const state = stateOf(purpose, row, now);
    if (state !== "open" || !row) return state;
    await actions[purpose](row, now, tx);
    return "done";
  });
}
