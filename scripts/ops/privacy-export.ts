import { addressProblem } from "@/lib/privacy/staff-request";
import { CommandError, runScript } from "./db-target";
import { askPrivacyRequest, readArgs } from "./privacy-request";

// npm run privacy:export -- <e-mail> [--site <url>]: everything the site holds about that address (an access
// request, GDPR art. 15), as JSON on stdout for the agency to send on; asked of the running site when it holds
// the embedded database (scripts/ops/privacy-request.ts).
await runScript(async () => {
  const { address, site } = readArgs(
    "Usage: npm run privacy:export -- <e-mail address> [--site http://127.0.0.1:3000]",
  );
  const problem = addressProblem(address);
  if (problem) throw new CommandError(problem);
  const { answer } = await askPrivacyRequest({ action: "export", address }, site);
  if (answer.action === "export") console.log(JSON.stringify(answer.data, null, 2));
});
