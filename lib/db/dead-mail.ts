import "server-only";
import type { MailKind, QueuedMail } from "@/lib/types/mail";
import type { Database } from "./database";
import { enqueueMails } from "./outbox";
import { getPrisma } from "./infra/prisma";

// Mails the outbox gave up on: the agency is told in one alert, lists them with `npm run mail:dead`
// and sends them again with `npm run mail:requeue`.

export interface DeadMail {
  id: number;
  kind: MailKind;
  to: string;
  subject: string;
  deadAt: Date | null;
  attempts: number;
  lastError: string | null;
}

const select = {
  id: true,
  kind: true,
  toAddress: true,
  subject: true,
  deadAt: true,
  attempts: true,
  lastError: true,
} as const;

const deadOf = (row: { toAddress: string } & Omit<DeadMail, "to">): DeadMail => ({
  id: row.id,
  kind: row.kind,
  to: row.toAddress,
  subject: row.subject,
  deadAt: row.deadAt,
  attempts: row.attempts,
  lastError: row.lastError,
});

/** Every dead mail, the oldest death first. */
export async function listDeadMails(db: Database = getPrisma()): Promise<DeadMail[]> {
  const rows = await db.outboxMail.findMany({
    where: { status: "DEAD" },
    orderBy: [{ deadAt: "asc" }, { id: "asc" }],
    select,
  });
  return rows.map(deadOf);
}

/**
 * Puts dead mails back in the outbox as new (due now, a fresh retry period); `ids` "all" takes every one.
 * Answers the ids requeued: an id that is not a dead mail is left alone.
 */
export async function requeueDeadMails(
  ids: number[] | "all",
  now: Date,
  db: Database = getPrisma(),
): Promise<number[]> {
  return db.$transaction(async (tx) => {
    const where = ids === "all" ? { status: "DEAD" as const } : { status: "DEAD" as const, id: { in: ids } };
    const rows = await tx.outboxMail.findMany({ where, select: { id: true }, orderBy: { id: "asc" } });
    await tx.outboxMail.updateMany({
      where: { id: { in: rows.map((r) => r.id) } },
      data: {
        status: "PENDING",
        attempts: 0,
        nextAttemptAt: now,
        lockedUntil: null,
        lastError: null,
        firstFailedAt: null,
        deadAt: null,
        alertedAt: null,
        heldAt: null,
      },
    });
    return rows.map((r) => r.id);
  });
}

/**
 * Queues one alert naming every dead mail the agency has not been told of yet, and notes them as told.
 * A dead alert is never alerted about (it would loop when the agency's own address refuses mail).
 */
export async function alertDeadMails(
  alert: (dead: DeadMail[]) => QueuedMail,
  now: Date,
  db: Database = getPrisma(),
): Promise<number> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<Array<{ id: number }>>`
      SELECT id FROM "OutboxMail" WHERE status = 'DEAD' AND "alertedAt" IS NULL AND kind <> 'ALERT'
      ORDER BY id FOR UPDATE SKIP LOCKED`;
    if (rows.length === 0) return 0;
    const ids = rows.map((r) => r.id);
    const dead = await tx.outboxMail.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" }, select });
    await enqueueMails([alert(dead.map(deadOf))], tx);
    await tx.outboxMail.updateMany({ where: { id: { in: ids } }, data: { alertedAt: now } });
    return ids.length;
  });
}
