import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Connection } from "@/lib/db/infra/connection";
import type { TestSmtp } from "./smtp";
import { createTestDatabase } from "./test-database";

/**
 * The hooks of a mail test: a database of its own and the loopback SMTP server for the describe block,
 * and before each test an empty outbox and inbox. `opened` receives the database once it exists.
 */
export function mailTestbed(smtp: TestSmtp, opened: (db: Connection) => void): void {
  let db: Connection;
  beforeAll(async () => {
    db = await createTestDatabase();
    opened(db);
    await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
    await db.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    await db.prisma.outboxMail.deleteMany();
  });
}

/**
 * Where the clock a mail test moves starts: ahead of the database's, which stamps a new mail as due now,
 * by more than the slowest machine takes to store a test's mails (thirty submissions took over a second in CI).
 */
export const aheadOfTheDatabase = (): Date => new Date(Date.now() + 10 * 60_000);
