import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { createClient } from "redis";
import { rawSend } from "../support/raw-send";
import { until } from "../support/until";
import { startServer as startSpawned, type SpawnedServer as Server } from "./support/spawned-server";
import { e2eSecrets, locationOf } from "./support";

// Two web servers from the one build, on one PostgreSQL database and one Redis, as "Running on several
// servers" in docs/operations.md describes: a change made through server A shows on server B within 2 s, and a
// withdrawn property answers 410 there; views counted by both are all kept, a visitor seen by both counts
// once, and a server being stopped first writes the views it holds. PostgreSQL (127.0.0.1:5432) and Redis (127.0.0.1:6379) must
// answer: without them this fails, it is never skipped (CI has both). A third server whose Redis does
// not answer still serves its pages. Runs after the tests on the suite's server, beside the other specs with servers of
// their own (playwright.config.ts).

const adminUrl = process.env.E2E_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.E2E_REDIS_URL ?? "redis://127.0.0.1:6379/5";
const ports = [Number(process.env.E2E_SERVER_A_PORT ?? 3102), Number(process.env.E2E_SERVER_B_PORT ?? 3103)];
const database = `atrium_e2e_servers_${process.pid}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
})();
const staff = { authorization: `Bearer ${e2eSecrets.staff}`, "content-type": "application/json" };

/** A server of the build on this test's PostgreSQL database. */
const startServer = (port: number, env: Record<string, string>) =>
  startSpawned(port, { DATABASE_URL: databaseUrl, DB_QUERY_LOG: "", ...env });

async function ready(server: Server) {
  await until(async () => (await fetch(`${server.base}/fr/`).catch(() => null))?.ok === true, 90_000).catch(() => {
    throw new Error(`${server.base} did not start:\n${server.output()}`);
  });
}

/** Runs `run` on the server's admin database, or on another one of its databases. */
async function admin<T>(run: (client: pg.Client) => Promise<T>, connectionString = adminUrl): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function flushRedis() {
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 5_000, reconnectStrategy: false } });
  await client.connect();
  try {
    await client.flushDb();
  } finally {
    await client.close();
  }
}

let servers: Server[] = [];

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await flushRedis();
  await admin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${database}`);
  });
  const seed = spawnSync("npm", ["run", "db:seed"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  expect(seed.status, `seed of ${database}:\n${seed.stdout}\n${seed.stderr}`).toBe(0);
  servers = ports.map((port) => startServer(port, { REDIS_URL: redisUrl }));
  await Promise.all(servers.map(ready));
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  await flushRedis();
});

const change = (server: Server, changes: unknown) =>
  fetch(`${server.base}/api/staff/properties/`, { method: "PATCH", headers: staff, body: JSON.stringify({ changes }) });

test("a price changed through server A shows on server B within 2 s; a withdrawal answers 410 there", async ({
  request,
}) => {
  const [a, b] = servers as [Server, Server];
  const hop = await request.get(`${b.base}/fr/property/34/`, { maxRedirects: 0 });
  expect(hop.status()).toBe(301);
  const path = locationOf(hop)!;

  // Rendered once, on B: A serves that very page from the shared cache, without rendering it.
  expect(await (await request.get(`${b.base}${path}`)).text()).toMatch(/315\s000\s€/);
  const onA = await request.get(`${a.base}${path}`);
  expect(onA.headers()["x-nextjs-cache"]).toBe("HIT");
  expect(await onA.text()).toMatch(/315\s000\s€/);
  expect((await request.get(`${b.base}${path}`)).headers()["x-nextjs-cache"]).toBe("HIT");

  expect((await change(a, [{ reference: "ATR-2034", price: 299000 }])).status).toBe(200);
  await expect
    .poll(async () => (await request.get(`${b.base}${path}`)).text(), { timeout: 2_000, intervals: [50] })
    .toMatch(/299\s000\s€/);
  expect(await (await request.get(`${b.base}/fr/a-vendre/?q=Tournai`)).text()).toMatch(/299\s000\s€/);

  // B's proxy remembers that the property exists; A's change makes it ask again.
  expect((await request.get(`${b.base}${path}`)).status()).toBe(200);
  expect((await change(a, [{ reference: "ATR-2034", status: "WITHDRAWN" }])).status).toBe(200);
  await expect
    .poll(async () => (await request.get(`${b.base}${path}`, { maxRedirects: 0 })).status(), {
      timeout: 2_000,
      intervals: [50],
    })
    .toBe(410);
  expect(await (await request.get(`${b.base}${path}`)).text()).toContain("Ce bien n'est plus proposé");
});

/** The demo's content folder, copied, with `count` more properties for sale in Namur at `price` + 1 000 € × n. */
function contentWithProperties(count: number, price: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-many-listings-"));
  fs.cpSync("content", folder, { recursive: true });
  for (let n = 1; n <= count; n++) {
    const record = {
      ID: 90_000 + n,
      Ident: `ATR-9${String(n).padStart(4, "0")}`,
      Goal: 0,
      Status: 1,
      WebID: 1,
      TypeDescription: { en: "Flat", nl: "Appartement", fr: "Appartement", de: "Wohnung" },
      Title: {
        en: `Flat number ${n} in Namur`,
        nl: `Appartement nummer ${n} in Namen`,
        fr: `Appartement numéro ${n} à Namur`,
        de: `Wohnung Nummer ${n} in Namur`,
      },
      Price: price + 1_000 * n,
      PublishPrice: true,
      PublishAddress: true,
      Street: "Rue de Fer",
      HouseNumber: String(n),
      Zip: "5000",
      City: "Namur",
      CountryID: 10,
      GoogleX: "50.4669",
      GoogleY: "4.8675",
      SurfaceLiving: 80,
      NumberOfBedRooms: 2,
      ManagerID: 4,
    };
    fs.writeFileSync(
      path.join(folder, "properties", `atr-9${String(n).padStart(4, "0")}.json`),
      JSON.stringify(record),
    );
  }
  return folder;
}

test("a sync on PostgreSQL that changes 300 listings refreshes them all: a new price shows on server B within 2 s", async ({
  request,
}) => {
  test.setTimeout(240_000);
  const [a, b] = servers as [Server, Server];
  const sync = (folder: string) => {
    const run = spawnSync("npm", ["run", "content:sync", "--", folder], {
      env: { ...process.env, DATABASE_URL: databaseUrl, SITE_URL: a.base, REVALIDATE_SECRET: e2eSecrets.revalidate },
      encoding: "utf8",
    });
    fs.rmSync(folder, { recursive: true, force: true });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status, output).toBe(0);
    return output;
  };
  const added = sync(contentWithProperties(300, 200_000));
  expect(added).toMatch(/: 300 added, /);
  expect(added).toContain(`The site at ${a.base} refreshed its cache.`);

  // The last one's page, rendered and kept: a visitor to B gets it from the cache.
  const id = await admin(
    async (client) => (await client.query(`SELECT id FROM "Property" WHERE reference = 'ATR-90300'`)).rows[0].id,
    databaseUrl,
  );
  const page = locationOf(await request.get(`${b.base}/fr/property/${id}/`, { maxRedirects: 0 }))!;
  expect(await (await request.get(`${b.base}${page}`)).text()).toMatch(/500\s000\s€/);
  await expect
    .poll(async () => (await request.get(`${b.base}${page}`)).headers()["x-nextjs-cache"], { timeout: 5_000 })
    .toBe("HIT");

  // Every price 10 000 € lower: one sync, 300 changes, each page refreshed on both servers.
  const changed = sync(contentWithProperties(300, 190_000));
  expect(changed).toMatch(/: 0 added, 300 changed, /);
  expect(changed).toContain(`The site at ${a.base} refreshed its cache.`);
  await expect
    .poll(async () => (await request.get(`${b.base}${page}`)).text(), { timeout: 2_000, intervals: [50] })
    .toMatch(/490\s000\s€/);
});

test("a server whose Redis does not answer still serves its pages, and says why in its log", async ({ request }) => {
  const alone = startServer(Number(process.env.E2E_SERVER_C_PORT ?? 3104), { REDIS_URL: "redis://127.0.0.1:1/5" });
  try {
    await ready(alone);
    const home = await request.get(`${alone.base}/fr/`);
    expect(home.status()).toBe(200);
    const detail = /href="(\/fr\/a-(?:vendre|louer)\/[^"/]+\/[^"/]+\/\d+\/)"/.exec(await home.text())?.[1];
    expect(detail, "a property on the home page").toBeDefined();
    for (const visit of ["first", "second"]) {
      expect((await request.get(`${alone.base}${detail}`)).status(), `${visit} visit`).toBe(200);
    }
    expect(alone.output()).toContain('"event":"redis.unreachable"');
  } finally {
    await alone.stop();
  }
});

test("views counted by both servers are all kept, once per visitor, even those a stopping server still held", async () => {
  const [a, b] = servers as [Server, Server];
  const views = () =>
    admin(async (client) => {
      const { rows } = await client.query(
        `SELECT coalesce(sum(views), 0)::int AS n FROM "PropertyPageView" WHERE "propertyId" = 1`,
      );
      return rows[0].n as number;
    }, databaseUrl);
  const before = await views();
  // A visitor is an address (a loopback one of their own) and a browser's beacon from the site's page.
  const beacon = (server: Server, address: string) =>
    rawSend(server.base, "/api/views/1/", {
      localAddress: address,
      headers: {
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
        "sec-fetch-site": "same-origin",
      },
    }).then((r) => expect(r.status).toBe(204));
  // 20 visitors on A, 20 on B, and 10 who reach both (counted once: the servers share VIEW_COUNT_SECRET).
  await Promise.all([
    ...Array.from({ length: 20 }, (_, i) => beacon(a, `127.0.1.${i + 1}`)),
    ...Array.from({ length: 20 }, (_, i) => beacon(b, `127.0.2.${i + 1}`)),
    ...Array.from({ length: 10 }, (_, i) => [beacon(a, `127.0.3.${i + 1}`), beacon(b, `127.0.3.${i + 1}`)]).flat(),
  ]);
  // A is stopped at once, before its buffer's next write (about a second): it writes what it holds on the way out.
  await a.stop();
  await expect.poll(views, { timeout: 5_000, intervals: [100] }).toBe(before + 50);
});
