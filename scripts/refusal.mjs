// A benchmark that cannot run here (no build, no seeded database, a taken port) says why in one sentence and
// exits 1, as the data commands do; any other error is a fault and keeps Node's stack trace.

export class Refusal extends Error {}

/** Called first by a benchmark's script: from then on an error it does not catch ends it so. */
export function endRefusalsInOneSentence() {
  process.on("uncaughtException", (error) => {
    console.error(error instanceof Refusal ? error.message : error);
    process.exit(1);
  });
}
