// The settings a production server needs to start (lib/config.ts refuses it without them), for servers
// that only this machine reaches: the demo's and the benchmarks'. SITE_URL is the machine itself, so
// these never fit a site on the internet.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { CommandError } from "./command-error.mjs";

const SECRETS = ["NEXTAUTH_SECRET", "RATE_LIMIT_SECRET", "CAPTCHA_SECRET", "VIEW_COUNT_SECRET"];

/** A new random value for each shared secret. */
export const newSecrets = () =>
  Object.fromEntries(SECRETS.map((name) => [name, randomBytes(32).toString("base64url")]));

/**
 * The secrets kept in `file` (made on first use), so that a restarted demo keeps its owners signed in.
 * @param {string} file
 * @returns {Record<string, string>}
 */
export function keptSecrets(file) {
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8"));
  const secrets = newSecrets();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/**
 * SITE_URL on this machine's port, and the secrets (new ones unless given).
 * @param {number} port
 * @param {Record<string, string>} [secrets]
 */
export const localSettings = (port, secrets = newSecrets()) => ({ SITE_URL: `http://localhost:${port}`, ...secrets });

/**
 * Listens on `port` (0: one the system picks) and closes again: the port it had.
 * @param {number} port
 * @returns {Promise<number>}
 */
function listenOnce(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(port, () => {
      const { port: had } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(had));
    });
  });
}

/** A port nothing listens on now. */
export const freePort = () => listenOnce(0);

/**
 * Throws when something already listens on `port`. A benchmark that started its server there anyway would
 * measure the other one (a demo left running, a server still stopping) and fail when it goes.
 * @param {number} port
 */
export async function ensurePortFree(port) {
  await listenOnce(port).catch((/** @type {NodeJS.ErrnoException} */ error) => {
    throw error.code === "EADDRINUSE"
      ? new CommandError(`Port ${port} is in use: stop the server listening there, or choose another port.`)
      : error;
  });
}

/**
 * The built site (server.mjs) on `port` over the embedded database in `dataDir`, as the benchmarks start it:
 * local settings, no DATABASE_URL of the caller's; refused when the port is taken (ensurePortFree). Detached
 * unless told otherwise, so that `process.kill(-child.pid)` stops it with whatever it started; its errors
 * show, its log does not.
 * @param {number} port
 * @param {string} dataDir
 * @param {{ nodeArgs?: string[], env?: Record<string, string | undefined>, stdio?: import("node:child_process").StdioOptions, detached?: boolean }} [options]
 */
export async function startSite(
  port,
  dataDir,
  { nodeArgs = [], env = {}, stdio = ["ignore", "ignore", "inherit"], detached = true } = {},
) {
  await ensurePortFree(port);
  return spawn("node", [...nodeArgs, "server.mjs", "-p", String(port)], {
    env: { ...process.env, ...localSettings(port), PGLITE_DATA_DIR: dataDir, DATABASE_URL: "", ...env },
    stdio,
    detached,
  });
}
