import "server-only";
import { createHash } from "node:crypto";
import { config } from "@/lib/config";
import { getPrisma } from "@/lib/db/prisma";
import type { FormKind, Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import { enqueueMails, type OutgoingMail } from "@/lib/mail/outbox";
import { wakeMailWorker } from "@/lib/mail/worker";

// Every submission is written first, in one transaction with the mails it causes (the outbox).
// Only then is the visitor thanked; the mails leave later, whatever the mail server does meanwhile.

export interface Submission {
  kind: FormKind;
  locale: Locale;
  email: string;
  payload: Prisma.InputJsonValue;
  propertyId?: number | null;
  projectId?: number | null;
  clientKey: string | null;
  /** The mails this submission sends, once its id is known. */
  mails: (submissionId: number) => OutgoingMail[];
  /** Files already written to the upload folder, recorded with the submission. */
  uploads?: Array<{ storedName: string; originalName: string; mimeType: string; sizeBytes: number }>;
  /** Work that must succeed with the submission (a booking's place); throwing undoes everything. */
  within?: (tx: Prisma.TransactionClient, submissionId: number) => Promise<void>;
}

export const mailDomain = () => new URL(config.siteUrl).hostname;

export async function storeSubmission(submission: Submission, prisma: PrismaClient = getPrisma()): Promise<number> {
  const id = await prisma.$transaction(async (tx) => {
    const row = await tx.formSubmission.create({
      data: {
        kind: submission.kind,
        locale: submission.locale,
        email: submission.email,
        payload: submission.payload,
        propertyId: submission.propertyId ?? null,
        projectId: submission.projectId ?? null,
        clientKey: submission.clientKey,
        uploads: submission.uploads?.length ? { create: submission.uploads } : undefined,
      },
    });
    await submission.within?.(tx, row.id);
    await enqueueMails(tx, submission.mails(row.id), mailDomain());
    return row.id;
  });
  wakeMailWorker();
  return id;
}

/** The visitor's address, hashed: enough to count their submissions, useless to anyone who reads it. */
export function clientKeyOf(forwardedFor: string | null, realIp: string | null): string | null {
  const address = forwardedFor?.split(",")[0]?.trim() || realIp?.trim();
  if (!address) return null;
  return createHash("sha256").update(`${config.siteUrl}|${address}`).digest("hex").slice(0, 32);
}

/** Whether this address has sent as many submissions in the last hour as the site accepts. */
export async function isRateLimited(
  clientKey: string | null,
  prisma: PrismaClient = getPrisma(),
  limit = config.formRateLimit,
): Promise<boolean> {
  if (!clientKey) return false;
  const since = new Date(Date.now() - 60 * 60_000);
  const count = await prisma.formSubmission.count({ where: { clientKey, createdAt: { gte: since } } });
  return count >= limit;
}
