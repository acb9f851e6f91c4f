// npm run demo: installs, seeds the demo agency into an empty database (one that holds data is left as it
// is: npm run db:empty -- --yes empties it), builds and starts the site on http://localhost:3000 (PORT),
// with the demo's own settings, said first: the site's address is this machine, the shared secrets are
// random values kept in .data/demo-settings.json, and mails stay in the outbox (DEV_MAILBOX, /en/dev/mailbox/).
import { spawnSync } from "node:child_process";
import { keptSecrets, localSettings } from "../local-settings.mjs";

const port = process.env.PORT ?? "3000";
const settingsFile = ".data/demo-settings.json";
const env = { ...process.env, ...localSettings(port, keptSecrets(settingsFile)), DEV_MAILBOX: "true" };
console.log(
  [
    "Demo settings (never for a site on the internet):",
    `  SITE_URL=${env.SITE_URL}`,
    `  NEXTAUTH_SECRET, RATE_LIMIT_SECRET, CAPTCHA_SECRET, VIEW_COUNT_SECRET: random, kept in ${settingsFile}`,
    "  DEV_MAILBOX=true: mails stay in the outbox and show on /en/dev/mailbox/",
    "",
  ].join("\n"),
);

for (const [command, ...args] of [
  ["npm", "install", "--no-audit", "--no-fund"],
  ["npm", "run", "db:seed", "--", "--if-empty"],
  // A demo database seeded before the figures shipped gets them too (unchanged when the seed loaded them).
  ["npm", "run", "market:import", "--", "data/statbel/statbel-municipality-prices-2010-2024.csv"],
  ["npm", "run", "build"],
  ["npm", "start"],
]) {
  const { status } = spawnSync(command, args, { stdio: "inherit", env });
  if (status !== 0) process.exit(status ?? 1);
}
