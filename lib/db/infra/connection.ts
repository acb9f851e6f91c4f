import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { acquireFolderLock } from "./folder-lock";

export type Target =
  | { kind: "server"; url: string; poolSize?: number }
  | { kind: "embedded"; dataDir: string }
  /** `from`: a data folder's tarball (dumpDataDir) to start from, instead of a new, empty database. */
  | { kind: "memory"; from?: Blob };

export interface Connection {
  target: Target;
  /** The driver-adapter factory, also what the schema engine migrates through. */
  adapter: PrismaPg | PrismaPGlite;
  prisma: PrismaClient;
  /** An embedded database's data folder as a gzipped tarball, taken between two queries (PGlite's own copy). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Settles once an embedded database has started (rejects when it cannot): PGlite starts on this process's
   * own thread, a new folder's first start holding it for seconds. A database server is reached per query.
   */
  opened: Promise<void>;
  close(): Promise<void>;
}

export interface ConnectionOptions {
  /** Every query's text appended to this file (tests that check whether a request reached the database). */
  queryLogFile?: string;
  /**
   * The embedded database's buffer cache (PostgreSQL's shared_buffers, 128MB by default). A command that
   * passes once over its data (a sync) needs little of it and keeps the machine's memory for the site.
   * For this process only: nothing is written to the data folder's settings.
   */
  sharedBuffers?: `${number}MB`;
}

/** Opens the configured database. An embedded folder is locked for this process until close(). */
export function openConnection(target: Target, options: ConnectionOptions = {}): Connection {
  let adapter: PrismaPg | PrismaPGlite;
  let shutdown: () => Promise<void> = async () => {};
  let dumpDataDir: Connection["dumpDataDir"];
  let opened = Promise.resolve();

  if (target.kind === "server") {
    adapter = new PrismaPg({ connectionString: target.url, max: target.poolSize ?? 10 });
  } else {
    const release = target.kind === "embedded" ? acquireFolderLock(target.dataDir) : () => {};
    let pglite: PGlite;
    try {
      const startParams = options.sharedBuffers
        ? [...PGlite.defaultStartParams, "-c", `shared_buffers=${options.sharedBuffers}`]
        : undefined;
      pglite =
        target.kind === "embedded"
          ? new PGlite(target.dataDir, { startParams })
          : new PGlite("memory://", { startParams, loadDataDir: target.from });
    } catch (error) {
      release();
      throw error;
    }
    adapter = new PrismaPGlite(pglite);
    opened = pglite.waitReady;
    dumpDataDir = async () => {
      // Asked before PGlite has started, the dump would wait on the start it holds back.
      await pglite.waitReady;
      return pglite.dumpDataDir("gzip");
    };
    shutdown = async () => {
      await pglite.close();
      release();
    };
  }

  const logQueries = options.queryLogFile !== undefined;
  const prisma = new PrismaClient({
    adapter,
    // Errors without the call's arguments (a form's names and phone numbers), which would reach the log.
    errorFormat: "minimal",
    log: logQueries ? [{ emit: "event", level: "query" }] : [{ emit: "stdout", level: "error" }],
  });
  if (logQueries) {
    // Lets a test see whether a request reached the database at all.
    (prisma as PrismaClient<"query">).$on("query", (event) => {
      fs.appendFileSync(options.queryLogFile!, `${event.query.replace(/\s+/g, " ").slice(0, 200)}\n`);
    });
  }

  return {
    target,
    adapter,
    prisma,
    dumpDataDir,
    opened,
    async close() {
      await prisma.$disconnect();
      await shutdown();
    },
  };
}
