import { listDeadMails } from "@/lib/db/dead-mail";
import { deadMailReport } from "@/lib/mail/dead-mail-report";
import { describe, runScript, withDatabase } from "./db-target";

// npm run mail:dead: the mails the outbox gave up on (id, address, subject, when, last error).
await runScript(() =>
  withDatabase(async ({ prisma }, target) => {
    console.log(deadMailReport(await listDeadMails(prisma), describe(target)));
  }),
);
