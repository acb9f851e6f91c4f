import { acquireFolderLock, DatabaseLockedError } from "@/lib/db/infra/folder-lock";

// Test helper process: on "go" (stdin) tries to lock the folder, says "won" or "locked", and keeps
// what it won until stdin closes.
const dataDir = process.argv[2]!;
process.stdout.write("ready\n");
let release = () => {};
process.stdin.once("data", () => {
  try {
    release = acquireFolderLock(dataDir);
    process.stdout.write(`won ${process.pid}\n`);
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    process.stdout.write("locked\n");
  }
});
process.stdin.on("end", () => {
  release();
  process.exit(0);
});
