import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { serverSettings } from ".";

// A server of the build started by a test with settings of its own, on an embedded database in a new folder
// unless `env` names another (DATABASE_URL): what server-start.spec.ts, health.spec.ts and several-servers.spec.ts try.

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface SpawnedServer {
  base: string;
  output: () => string;
  /** The exit code once it has stopped. */
  exited: Promise<number | null>;
  /** Sends the signal to the server alone (not to what it started). */
  signal: (name: NodeJS.Signals) => void;
  /** Stops it if it still runs (SIGTERM) and removes its folder. */
  stop: () => Promise<void>;
}

export function startServer(port: number, env: Record<string, string>): SpawnedServer {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-start-"));
  const child = spawn("node", ["server.mjs", "-p", String(port)], {
    env: {
      ...process.env,
      ...serverSettings(`http://localhost:${port}`),
      DATABASE_URL: "",
      PGLITE_DATA_DIR: path.join(dataDir, "db"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return {
    base: `http://localhost:${port}`,
    output: () => output,
    exited,
    signal: (name) => process.kill(child.pid!, name),
    async stop() {
      if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
