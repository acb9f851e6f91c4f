// CI's dependency check: `npm audit --omit=dev --audit-level=high` against the configured registry.
// A high or critical advisory on a production dependency fails the run. A registry without npm's audit
// endpoint (it answers 404/405, as the mirror these machines reach does) cannot be asked: that is said
// plainly and the run goes on, unless AUDIT_REQUIRED=true (set it where the public registry is reached).
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

/**
 * @typedef {{ title: string, url: string }} Advisory
 * @typedef {{ name: string, range: string, severity: string, fixAvailable?: unknown, via: Array<string | Advisory> }} Vulnerability
 * What CI reads of npm audit's JSON: a report (version 2), or the error a registry without the endpoint gives.
 * @typedef {object} AuditReport
 * @property {{ vulnerabilities?: Record<string, number>, dependencies?: { prod?: number } }} [metadata]
 * @property {Record<string, Vulnerability>} [vulnerabilities]
 * @property {number} [statusCode]
 * @property {string} [uri]
 * @property {string} [message]
 */

/**
 * What npm audit's JSON report means for CI: an exit code and the lines to print.
 * @param {AuditReport} report
 * @returns {{ code: number, lines: string[] }}
 */
export function judgeAudit(report, required = false) {
  const counts = report.metadata?.vulnerabilities;
  if (counts) {
    const serious = Object.values(report.vulnerabilities ?? {}).filter(
      (v) => v.severity === "high" || v.severity === "critical",
    );
    const lines = serious.flatMap((v) => [
      `✗ ${v.name} ${v.range}: ${v.severity}${v.fixAvailable ? ", a fix is available" : ""}`,
      ...v.via.filter((via) => typeof via === "object").map((via) => `    ${via.title} (${via.url})`),
    ]);
    lines.push(
      `npm audit: ${report.metadata?.dependencies?.prod ?? "?"} production dependencies, ${counts.critical} critical, ` +
        `${counts.high} high, ${counts.moderate} moderate, ${counts.low} low.`,
    );
    return { code: serious.length ? 1 : 0, lines };
  }
  if ([404, 405, 501].includes(report.statusCode ?? 0)) {
    const message =
      `npm audit: the registry has no audit endpoint (${report.statusCode} from ${report.uri}); ` +
      "no advisory database is reachable from here, so the dependencies were not checked.";
    return required ? { code: 1, lines: [`✗ ${message}`] } : { code: 0, lines: [`! ${message}`] };
  }
  return { code: 1, lines: [`✗ npm audit failed: ${report.message ?? JSON.stringify(report)}`] };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high", "--json"], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    console.error(`npm audit printed no report (exit ${result.status}):\n${result.stderr}`);
    process.exit(1);
  }
  const { code, lines } = judgeAudit(report, process.env.AUDIT_REQUIRED === "true");
  for (const line of lines) (code ? console.error : console.log)(line);
  process.exit(code);
}
