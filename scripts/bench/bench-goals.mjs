// The goals a benchmark measures against (issue 26), printed as one table at its end. A missed goal sets the
// exit status to 2, so that a run tells "measured, goal missed" (2) from a failure of the benchmark itself (1).

/**
 * @typedef {{ goal: string, measured: string, met: boolean }} Goal
 * @param {Goal[]} goals
 */
export function reportGoals(goals) {
  console.log("\nGoals");
  console.table(goals.map(({ goal, measured, met }) => ({ goal, measured, result: met ? "met" : "MISSED" })));
  const missed = goals.filter((g) => !g.met).length;
  console.log(missed ? `${missed} of ${goals.length} goals missed (exit status 2).` : `All ${goals.length} goals met.`);
  if (missed) process.exitCode = 2;
}
