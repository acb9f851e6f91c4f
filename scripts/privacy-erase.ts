import { erasureReport } from "@/lib/privacy/erasure-report";
import { addressKey, erasePersonalDataOf } from "@/lib/privacy/requests";
import { CommandError, describe, runScript, withDatabase } from "./db-target";

// npm run privacy:erase -- <e-mail> [--yes]: erases everything the site holds about that address (GDPR
// art. 17). Without --yes it says what it would erase and changes nothing.
await runScript(async () => {
  const args = process.argv.slice(2);
  const apply = args.includes("--yes");
  const rest = args.filter((arg) => arg !== "--yes");
  if (rest.length !== 1) throw new CommandError("Usage: npm run privacy:erase -- <e-mail address> [--yes]");
  const key = addressKey(rest[0]);
  if (!key) throw new CommandError(`"${rest[0]}" is not an e-mail address: give the address the person wrote from.`);
  await withDatabase(async ({ prisma }, target) => {
    const outcome = await erasePersonalDataOf(key, { apply }, prisma);
    if (outcome.refused) throw new CommandError(erasureReport(outcome, describe(target)));
    console.log(erasureReport(outcome, describe(target)));
    if (outcome.filesLeft.length > 0) process.exitCode = 1;
  });
});
