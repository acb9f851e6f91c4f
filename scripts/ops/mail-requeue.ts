import { requeueDeadMails } from "@/lib/db/dead-mail";
import { requeueArguments } from "@/lib/mail/dead-mail-report";
import { describe, runScript, withDatabase } from "./db-target";

// npm run mail:requeue -- <id…|all>: puts dead mails back in the outbox, due now, with a new 24-hour
// retry period; the web servers' workers send them on their next round.
await runScript(async () => {
  const ids = requeueArguments(process.argv.slice(2));
  if (!ids) {
    console.error("Usage: npm run mail:requeue -- <id> [<id>…] | all   (npm run mail:dead lists the ids)");
    process.exitCode = 1;
    return;
  }
  await withDatabase(async ({ prisma }, target) => {
    const requeued = await requeueDeadMails(ids, new Date(), prisma);
    const left = ids === "all" ? [] : ids.filter((id) => !requeued.includes(id));
    console.log(
      requeued.length
        ? `Requeued ${requeued.length} mail${requeued.length === 1 ? "" : "s"} in the ${describe(target)}: ${requeued.join(", ")}.`
        : `Nothing requeued in the ${describe(target)}.`,
    );
    if (left.length) console.log(`Not dead mails, left alone: ${left.join(", ")}.`);
  });
});
