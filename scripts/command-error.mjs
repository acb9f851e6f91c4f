// A command that cannot do its work here (wrong arguments, no build, no seeded database, a taken port, a
// database that does not answer) says why in one sentence and exits 1; any other error is a fault and keeps
// Node's stack trace. The one class of every command in scripts/: the data commands end through runScript
// (ops/db-target.ts), the benchmarks through endRefusalsInOneSentence.

/** A command's refusal, said in one sentence: the person running it can fix it without a trace. */
export class CommandError extends Error {}

/** Called first by a benchmark's script: from then on an error it does not catch ends it so. */
export function endRefusalsInOneSentence() {
  process.on("uncaughtException", (error) => {
    console.error(error instanceof CommandError ? error.message : error);
    process.exit(1);
  });
}
