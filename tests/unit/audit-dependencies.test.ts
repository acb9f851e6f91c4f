import { describe, expect, it } from "vitest";
import { judgeAudit } from "@/scripts/dev/audit-dependencies.mjs";

// The shape of `npm audit --json` (report version 2), trimmed to what CI reads.
function report(severities: Array<"low" | "moderate" | "high" | "critical">) {
  const vulnerabilities = Object.fromEntries(
    severities.map((severity, i) => [
      `pkg-${i}`,
      {
        name: `pkg-${i}`,
        severity,
        range: "<1.2.3",
        fixAvailable: true,
        via: [{ title: `Advisory ${i}`, url: `https://github.com/advisories/GHSA-${i}` }],
      },
    ]),
  );
  const count = (s: string) => severities.filter((x) => x === s).length;
  return {
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: {
        info: 0,
        low: count("low"),
        moderate: count("moderate"),
        high: count("high"),
        critical: count("critical"),
      },
      dependencies: { prod: 120 },
    },
  };
}

describe("CI's dependency audit", () => {
  it("fails on a high or critical advisory, naming the package and the advisory", () => {
    for (const severity of ["high", "critical"] as const) {
      const { code, lines } = judgeAudit(report(["low", severity]));
      expect(code).toBe(1);
      expect(lines).toContain(`✗ pkg-1 <1.2.3: ${severity}, a fix is available`);
      expect(lines).toContain("    Advisory 1 (https://github.com/advisories/GHSA-1)");
    }
  });

  it("passes with moderate and low advisories only, counting them", () => {
    const { code, lines } = judgeAudit(report(["low", "moderate"]));
    expect(code).toBe(0);
    expect(lines.at(-1)).toBe("npm audit: 120 production dependencies, 0 critical, 0 high, 1 moderate, 1 low.");
  });

  it("says when the registry has no audit endpoint, and fails then only when the audit is required", () => {
    const refused = { statusCode: 405, uri: "https://registry.example/-/npm/v1/security/advisories/bulk" };
    expect(judgeAudit(refused)).toEqual({
      code: 0,
      lines: [expect.stringMatching(/^! npm audit: the registry has no audit endpoint \(405/)],
    });
    expect(judgeAudit(refused, true).code).toBe(1);
    expect(judgeAudit({ message: "network down" }).code).toBe(1);
  });
});
