import { openConnection } from "@/lib/db/connection";
import { listDeadMails } from "@/lib/db/dead-mail";
import { deadMailReport } from "@/lib/mail/dead-mail-report";
import { configuredTarget, describe, runScript } from "./db-target";

// npm run mail:dead: the mails the outbox gave up on (id, address, subject, when, last error).
await runScript(async () => {
  const target = configuredTarget();
  const connection = openConnection(target);
  try {
    console.log(deadMailReport(await listDeadMails(connection.prisma), describe(target)));
  } finally {
    await connection.close();
  }
});
