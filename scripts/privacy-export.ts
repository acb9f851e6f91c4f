import { addressKey, exportPersonalData } from "@/lib/privacy/requests";
import { CommandError, runScript, withDatabase } from "./db-target";

// npm run privacy:export -- <e-mail>: everything the site holds about that address (an access request,
// GDPR art. 15), as JSON on stdout for the agency to send on.
await runScript(async () => {
  const args = process.argv.slice(2);
  if (args.length !== 1) throw new CommandError("Usage: npm run privacy:export -- <e-mail address>");
  const key = addressKey(args[0]);
  if (!key) throw new CommandError(`"${args[0]}" is not an e-mail address: give the address the person wrote from.`);
  await withDatabase(async ({ prisma }) => {
    console.log(JSON.stringify(await exportPersonalData(key, prisma), null, 2));
  });
});
