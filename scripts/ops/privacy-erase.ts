import { erasureReport } from "@/lib/privacy/erasure-report";
import { addressProblem } from "@/lib/privacy/staff-request";
import { CommandError, runScript } from "./db-target";
import { askPrivacyRequest, readArgs } from "./privacy-request";

// npm run privacy:erase -- <e-mail> [--yes] [--site <url>]: erases everything the site holds about that address
// (GDPR art. 17). Without --yes it says what it would erase and changes nothing. Asked of the running site when
// it holds the embedded database (scripts/ops/privacy-request.ts).
await runScript(async () => {
  const { address, site, flags } = readArgs(
    "Usage: npm run privacy:erase -- <e-mail address> [--yes] [--site http://127.0.0.1:3000]",
    ["yes"],
  );
  const problem = addressProblem(address);
  if (problem) throw new CommandError(problem);
  const { answer, where } = await askPrivacyRequest({ action: "erase", address, apply: flags.yes === true }, site);
  if (answer.action !== "erase") return;
  const outcome = answer.erasure;
  if (outcome.refused) throw new CommandError(erasureReport(outcome, where));
  console.log(erasureReport(outcome, where));
  if (outcome.filesLeft.length > 0) process.exitCode = 1;
});
