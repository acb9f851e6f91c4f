import { expect, test } from "@playwright/test";
import { until } from "../support/until";
import { securityHeadersOf } from "./support/security";
import { freePort, startServer } from "./support/spawned-server";

// Servers started from the same build with other settings: missing or weak settings stop the start, and a
// site served over https sends HSTS on every kind of answer.

/** The problems of the log's one "settings.refused" line, the server's last word. */
function refusalIn(output: string): string[] {
  const events = output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { event?: string; problems?: string[]; level?: string });
  const refused = events.filter((event) => event.event === "settings.refused");
  expect(refused).toHaveLength(1);
  expect(refused[0]!.level).toBe("fatal");
  return refused[0]!.problems ?? [];
}

test.describe("Starting a server", () => {
  test("in production, refuses to start without its address and shared secrets, naming each in one message", async () => {
    const server = startServer(await freePort(), {
      SITE_URL: "",
      NEXTAUTH_SECRET: "",
      AUTH_SECRET: "",
      RATE_LIMIT_SECRET: "",
      CAPTCHA_SECRET: "",
      VIEW_COUNT_SECRET: "",
    });
    try {
      expect(await server.exited).toBe(1);
      const problems = refusalIn(server.output());
      expect(problems.map((problem) => /^(\w+) is not set/.exec(problem)?.[1])).toEqual([
        "NEXTAUTH_SECRET",
        "RATE_LIMIT_SECRET",
        "CAPTCHA_SECRET",
        "VIEW_COUNT_SECRET",
        "SITE_URL",
      ]);
      expect(server.output()).not.toContain('"event":"server.ready"');
    } finally {
      await server.stop();
    }
  });

  test("refuses a staff or revalidation secret shorter than 32 characters, saying which and why", async () => {
    const server = startServer(await freePort(), {
      STAFF_API_SECRET: "too-short-a-secret",
      REVALIDATE_SECRET: "0123456789abcdef0123456789abcdef",
    });
    try {
      expect(await server.exited).toBe(1);
      const problems = refusalIn(server.output());
      expect(problems).toEqual([expect.stringContaining("STAFF_API_SECRET has 18 characters; it needs at least 32")]);
    } finally {
      await server.stop();
    }
  });

  test("refuses a TRUST_PROXY_HOPS that is not a whole number in one sentence, as every other setting", async () => {
    const server = startServer(await freePort(), { TRUST_PROXY_HOPS: "one" });
    try {
      expect(await server.exited).toBe(1);
      expect(refusalIn(server.output())).toEqual([expect.stringMatching(/^TRUST_PROXY_HOPS is "one"; [^\n]*\.$/)]);
      // No stack trace: the refusal is the server's last and only word.
      expect(server.output()).not.toMatch(/^\s+at /m);
    } finally {
      await server.stop();
    }
  });

  test("over https, sends HSTS for a year, subdomains included, on every kind of answer, and Secure cookies", async () => {
    const port = await freePort();
    const server = startServer(port, { SITE_URL: "https://www.atrium-immo.example", STAFF_API_SECRET: "" });
    const base = `http://127.0.0.1:${port}`;
    try {
      await until(async () => (await fetch(`${base}/robots.txt`).catch(() => null))?.ok === true, 30_000);
      // Answers that need no database (this server has an empty one): a 404 page, the redirects (the
      // language's and Next's own trailing slash), an API route and a file.
      for (const [url, status] of [
        ["/fr/nexiste-pas/", 404],
        ["/", 307],
        ["/fr", 308],
        ["/api/consent/", 200],
        ["/robots.txt", 200],
      ] as const) {
        const response = await fetch(`${base}${url}`, { redirect: "manual" });
        expect(response.status, url).toBe(status);
        const headers = securityHeadersOf(Object.fromEntries(response.headers));
        expect(headers.hsts, url).toBe("max-age=31536000; includeSubDomains");
        expect(headers.csp["upgrade-insecure-requests"], url).toEqual([]);
      }
      // The language cookie a visitor's choice sets is sent back only over https.
      const chosen = await fetch(`${base}/fr/?lng=nl`, { redirect: "manual" });
      expect(chosen.headers.getSetCookie()).toEqual([expect.stringMatching(/^NEXT_LOCALE=nl;.*; Secure/i)]);
    } finally {
      await server.stop();
    }
  });

  test("logs one line of JSON per event, with the request's id it answered with, and no client address", async () => {
    const port = await freePort();
    const server = startServer(port, { STAFF_API_SECRET: "s".repeat(40), TRUST_PROXY_HOPS: "1" });
    const base = `http://127.0.0.1:${port}`;
    try {
      await until(async () => (await fetch(`${base}/robots.txt`).catch(() => null))?.ok === true, 30_000);
      const refused = await fetch(`${base}/api/staff/properties/`, {
        method: "PATCH",
        headers: {
          authorization: "Bearer wrong",
          "x-forwarded-for": "198.51.100.23",
          "content-type": "application/json",
        },
        body: "{}",
      });
      expect(refused.status).toBe(401);
      const requestId = refused.headers.get("x-request-id");
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const lines = () =>
        server
          .output()
          .split("\n")
          .filter((line) => line.trim() !== "");
      await until(async () => lines().some((line) => line.includes("staff.refused")), 5_000);
      // Every line is one JSON event with a level and a time.
      for (const line of lines()) {
        const event = JSON.parse(line) as Record<string, unknown>;
        expect(event, line).toMatchObject({ level: expect.any(String), time: expect.any(String) });
      }
      const event = lines()
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((e) => e.event === "staff.refused");
      expect(event).toMatchObject({ level: "warn", requestId, endpoint: "PATCH /api/staff/properties/" });
      expect(event!.client).toMatch(/^[\w-]{43}$/);
      expect(server.output()).not.toContain("198.51.100.23");
      expect(lines().map((line) => (JSON.parse(line) as { event?: string }).event)).toContain("server.ready");
    } finally {
      await server.stop();
    }
  });
});
