import { parseArgs, type ParseArgsConfig } from "node:util";
import { config } from "@/lib/config";
import { DatabaseLockedError } from "@/lib/db/infra/folder-lock";
import { answerPrivacyRequest, type PrivacyAnswer, type PrivacyRequest } from "@/lib/privacy/staff-request";
import { CommandError, configuredTarget, describe, withDatabase } from "./db-target";

// What npm run privacy:export and privacy:erase share: the database they answer from is the configured one
// when they can open it; the embedded one a running site holds is answered by that site (POST
// /api/staff/privacy/ on this machine, STAFF_API_SECRET; --site names it, http://127.0.0.1:$PORT by default),
// as npm run db:backup does, so that a person's request never needs the site stopped.

/** The command's arguments: one address, `--site`, and the flags it takes; `usage` for anything else. */
export function readArgs(usage: string, flags: string[] = []) {
  const options: ParseArgsConfig["options"] = { site: { type: "string" } };
  for (const flag of flags) options[flag] = { type: "boolean", default: false };
  let parsed;
  try {
    parsed = parseArgs({ args: process.argv.slice(2), allowPositionals: true, options });
  } catch {
    throw new CommandError(usage);
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  if (parsed.positionals.length !== 1) throw new CommandError(usage);
  return {
    address: parsed.positionals[0]!,
    site: typeof values.site === "string" ? values.site : `http://127.0.0.1:${process.env.PORT || 3000}`,
    flags: values,
  };
}

/** The answer, and the database it came from (in the words of the command's reports). */
export async function askPrivacyRequest(
  request: PrivacyRequest,
  site: string,
): Promise<{ answer: PrivacyAnswer; where: string }> {
  const where = describe(configuredTarget());
  try {
    return await withDatabase(async ({ prisma }) => ({ answer: await answerPrivacyRequest(request, prisma), where }));
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
  }
  return { answer: await askSite(request, site, where), where };
}

async function askSite(request: PrivacyRequest, site: string, where: string): Promise<PrivacyAnswer> {
  const secret = config.staffApiSecret;
  if (!secret) {
    throw new CommandError(
      `A running process holds the ${where}: set STAFF_API_SECRET to the site's, so that the site answers the request.`,
    );
  }
  // Straight to the site on this machine (no proxy between): the only way the site hands a person's data over.
  const response = await fetch(`${site}/api/staff/privacy/`, {
    method: "POST",
    headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
    body: JSON.stringify(request),
  }).catch(() => null);
  if (!response) {
    throw new CommandError(
      `A running process holds the ${where}, and no site answers at ${site}: name the site's address on this machine with --site, or stop that process.`,
    );
  }
  const body = (await response.json().catch(() => null)) as (PrivacyAnswer & { error?: string }) | null;
  if (!response.ok || !body || body.error) {
    throw new CommandError(
      `The site at ${site} refused the request (${response.status}): ${body?.error ?? "no reason given"}.`,
    );
  }
  console.error(`The site at ${site} holds the database: it answered the request.`);
  return body;
}
