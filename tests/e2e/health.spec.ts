import { spawnSync } from "node:child_process";
import net from "node:net";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { until } from "../support/until";
import { e2eSecrets } from "./support";
import { freePort, startServer, type SpawnedServer } from "./support/spawned-server";

// The health endpoints a load balancer asks (lib/health/, answered by server.mjs before Next): whether the
// process lives, and whether it can serve (database, this release's migrations, Redis when configured, the
// mail worker when SMTP is); and a stop that loses nothing: readiness turns to 503 first, the requests under
// way are answered after the server stops accepting new ones, then it exits 0. The suite's server has an
// embedded database with every migration, no Redis and no SMTP.

const adminUrl = process.env.E2E_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function ask(base: string, path: string, init?: RequestInit) {
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** Whether the server answers and has finished starting (its readiness no longer says "starting"). */
const started = async (server: SpawnedServer) => {
  const answer = await fetch(`${server.base}/api/health/ready/`).catch(() => null);
  return answer !== null && (answer.status === 200 || !(await answer.text()).includes('"starting"'));
};

test.describe("Health", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a serving server is live and ready, in JSON never kept by a cache, however often it is asked", async ({
    baseURL,
  }) => {
    for (const path of ["/api/health/", "/api/health"]) {
      const live = await ask(baseURL!, path);
      expect(live.status, path).toBe(200);
      expect(JSON.parse(live.body)).toEqual({ status: "live" });
    }
    for (let i = 0; i < 100; i += 1) {
      const ready = await ask(baseURL!, "/api/health/ready/");
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.body)).toEqual({ status: "ready" });
      expect(ready.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(ready.headers.get("cache-control")).toBe("private, no-store");
    }
    const head = await fetch(`${baseURL}/api/health/ready/`, { method: "HEAD" });
    expect(head.status).toBe(200);
    const post = await ask(baseURL!, "/api/health/", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  test("not ready, naming why, on a database without its migrations and with a Redis that does not answer; live all the same", async () => {
    const closedPort = await freePort();
    const server = startServer(await freePort(), { REDIS_URL: `redis://127.0.0.1:${closedPort}/0` });
    try {
      await until(() => started(server), 60_000).catch(() => {
        throw new Error(`did not start:\n${server.output()}`);
      });
      const ready = await ask(server.base, "/api/health/ready/");
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: "not ready", failing: ["migrations", "redis"] });
    } finally {
      await server.stop();
    }
  });

  test("not ready once its PostgreSQL database is gone", async () => {
    const database = `atrium_e2e_health_${process.pid}`;
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${database}`);
    const migrate = spawnSync("npm", ["run", "db:migrate"], {
      env: { ...process.env, DATABASE_URL: url.toString() },
      encoding: "utf8",
    });
    expect(migrate.status, `${migrate.stdout}\n${migrate.stderr}`).toBe(0);
    const server = startServer(await freePort(), { DATABASE_URL: url.toString() });
    try {
      await until(() => started(server), 60_000);
      await until(async () => (await ask(server.base, "/api/health/ready/")).status === 200, 10_000);
      await admin(`DROP DATABASE ${database} WITH (FORCE)`);
      // An answer is reused for a second at most.
      await until(async () => (await ask(server.base, "/api/health/ready/")).status === 503, 10_000);
      const ready = JSON.parse((await ask(server.base, "/api/health/ready/")).body) as { failing: string[] };
      expect(ready.failing).toContain("database");
      expect((await ask(server.base, "/api/health/")).status).toBe(200);
    } finally {
      await server.stop();
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
  });

  test("stopped (SIGTERM): readiness answers 503 at once, a request under way is answered after new connections are refused, then it exits 0", async () => {
    const port = await freePort();
    // A drain long enough for a busy machine: the embedded database runs on the server's own thread, so while the
    // suite loads both cores one answer waited up to 7.5 s, and the 503 must be seen before the drain ends.
    const server = startServer(port, { SHUTDOWN_DRAIN_SECONDS: "15" });
    try {
      await until(() => started(server), 60_000);
      const body = '{"changes": [not json]}';
      // The same request whole first: Next loads the route on its first request, which on a slow machine held the
      // server's event loop for seconds, past the signal and the drain.
      const whole = await ask(server.base, "/api/staff/properties/", {
        method: "PATCH",
        headers: { Authorization: `Bearer ${e2eSecrets.staff}`, "Content-Type": "application/json" },
        body,
      });
      expect(whole.status).toBe(400);
      // A staff request whose body is half sent: the route waits for the rest.
      const socket = net.connect(port, "127.0.0.1");
      await new Promise((resolve) => socket.once("connect", resolve));
      let answer = "";
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
      socket.write(
        [
          "PATCH /api/staff/properties/ HTTP/1.1",
          `Host: localhost:${port}`,
          `Authorization: Bearer ${e2eSecrets.staff}`,
          "Content-Type: application/json",
          `Content-Length: ${Buffer.byteLength(body)}`,
          "",
          body.slice(0, 10),
        ].join("\r\n"),
      );

      server.signal("SIGTERM");
      // This server's new database has no migrations, so readiness was 503 already ("not ready"): wait for the
      // answer that says it stops, and read it from that answer (a second request could come after the drain).
      // An answer begun before the signal was handled may still say "not ready", late on a busy machine.
      let readiness = { status: 0, body: "" };
      const stopping = async () => (readiness = await ask(server.base, "/api/health/ready/")).body.includes("stopping");
      await until(stopping, 12_000);
      expect(readiness.status).toBe(503);
      expect(JSON.parse(readiness.body)).toEqual({ status: "stopping" });
      // After the drain the server takes no new connection...
      await until(async () => (await fetch(`${server.base}/api/health/`).catch(() => null)) === null, 30_000);
      expect(answer).toBe("");
      // ...and still answers the request under way, closing its connection.
      socket.write(body.slice(10));
      await until(() => answer.includes("invalid changes"), 10_000);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer.toLowerCase()).toContain("connection: close");
      expect(await server.exited).toBe(0);
      socket.destroy();
    } finally {
      await server.stop();
    }
  });

  test("a second signal of the other kind (Ctrl-C while a SIGTERM drains) stops the server at once", async () => {
    const port = await freePort();
    // A drain far longer than the test may wait: only the second signal can end it in time.
    const server = startServer(port, { SHUTDOWN_DRAIN_SECONDS: "300" });
    try {
      await until(() => started(server), 60_000);
      server.signal("SIGTERM");
      await until(async () => (await ask(server.base, "/api/health/ready/")).body.includes("stopping"), 12_000);
      server.signal("SIGINT");
      const exited = await Promise.race([
        server.exited,
        new Promise((resolve) => setTimeout(resolve, 15_000, "still running")),
      ]);
      expect(exited).toBe(130);
      expect(server.output()).toContain('"event":"server.stopped"');
    } finally {
      await server.stop();
    }
  });
});
