import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Submission } from "@/lib/types/submission";
import { normaliseIdentifier } from "@/lib/rules/identifier";
import type { QueuedMail } from "@/lib/types/mail";
import type { Database } from "./database";
import { enqueueMails } from "./outbox";
import { getPrisma } from "./infra/prisma";
import { unqueueStored } from "./upload-removals";

// Every submission is written first, in one transaction with the mails it causes (the outbox).
// Only then is the visitor thanked; the mails leave later, whatever the mail server does meanwhile.

/** A submission as it is written: its mails ready for the outbox (queued() in lib/mail/outbox.ts). */
export type SubmissionRecord = Omit<Submission, "mails"> & { mails: QueuedMail[] };

export async function storeSubmission(submission: SubmissionRecord, db: Database = getPrisma()): Promise<number> {
  return db.$transaction(async (tx) => {
    const row = await tx.formSubmission.create({
      data: {
        kind: submission.kind,
        locale: submission.locale,
        email: submission.email,
        emailKey: normaliseIdentifier(submission.email),
        payload: submission.payload as Prisma.InputJsonValue,
        propertyId: submission.propertyId ?? null,
        projectId: submission.projectId ?? null,
        uploads: submission.uploads?.length ? { create: submission.uploads } : undefined,
      },
    });
    await unqueueStored(submission.uploads?.map((upload) => upload.storedName) ?? [], tx);
    await submission.within?.(tx, row.id);
    const mails = submission.mails.map((mail) => ({ ...mail, submissionId: row.id }));
    await enqueueMails(mails, tx);
    return row.id;
  });
}

/** Whether this e-mail (by its key) already asked for this document. */
export async function hasRequestedDocument(
  request: { email: string; propertyId: number; documentId: number },
  db: Database = getPrisma(),
): Promise<boolean> {
  const earlier = await db.formSubmission.findFirst({
    where: {
      kind: "DOCUMENT_REQUEST",
      emailKey: normaliseIdentifier(request.email),
      propertyId: request.propertyId,
      payload: { path: ["documentId"], equals: request.documentId },
    },
    select: { id: true },
  });
  return earlier !== null;
}
