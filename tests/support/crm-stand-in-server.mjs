// A stand-in for the agency's CRM, for tests and for trying the sync: it answers the six methods of
// docs/crm-feed.md over HTTP from fixture records, serves their photos at /media/<path>, and can be
// told to change a record, delete one or fail (POST /_stand-in/records, /_stand-in/delete, /_stand-in/fail).
import { createReadStream, existsSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brusselsNow, inLanguage, kinds, loadFixtures } from "./crm-stand-in-records.mjs";

export const defaultFixtures = path.resolve(import.meta.dirname, "../fixtures/crm");
const servicePath = "/OmnicasaService.svc/";
const failModes = ["success-false", "broken-envelope", "timeout", "http-500"];
const imageTypes = { ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".webp": "image/webp" };
const changeSincePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** A call the CRM refuses (its envelope says why), or a malformed control of the stand-in (400). */
class Refused extends Error {}

/** @param {import("./crm-stand-in-server.d.mts").StandInOptions} [options] */
export async function startStandIn(options = {}) {
  const fixtures = path.resolve(options.fixtures ?? defaultFixtures);
  const customer = options.customer ?? "stand-in";
  const password = options.password ?? "stand-in-password";
  const languageIds = options.languageIds ?? { nl: 1, fr: 2, en: 3, de: 4 };
  const localeById = new Map(Object.entries(languageIds).map(([locale, id]) => [id, locale]));
  /** @type {{ mode: string, times: number, method?: string }[]} */
  let failures = [];
  /** @type {{ path: string, method?: string, params?: Record<string, unknown> }[]} */
  const requests = [];
  /** @type {Set<import("node:http").ServerResponse>} */
  const held = new Set();

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (res.headersSent) return void res.destroy();
      const status = error instanceof Refused ? 400 : 500;
      res.writeHead(status, { "content-type": "text/plain; charset=utf-8" }).end(`${error.message}\n`);
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 3900, "127.0.0.1", resolve);
  });
  const port = /** @type {import("node:net").AddressInfo} */ (server.address()).port;
  const origin = `http://127.0.0.1:${port}`;
  let state;
  try {
    state = loadFixtures(fixtures, origin);
  } catch (error) {
    server.close();
    throw error;
  }

  /** The `Value` a method answers, or a Refused whose message the envelope carries. */
  function answer(method, params) {
    if (params.CustomerName !== customer || params.CustomerPassword !== password) {
      throw new Refused("Access denied: the customer name or password is wrong.");
    }
    const since = params.ChangeSince;
    if (since !== undefined && !(typeof since === "string" && changeSincePattern.test(since))) {
      throw new Refused(`ChangeSince "${since}" is not a date in the form 2026-11-25T10:00:00.`);
    }
    const changed = (record) => since === undefined || !record.LastChangedDate || record.LastChangedDate >= since;
    const list = (kind) => [...state.records[kind].values()].filter(changed).sort((a, b) => a.ID - b.ID);
    const locale = () => {
      const id = params.LanguageId ?? Object.values(languageIds)[0];
      if (!localeById.has(id)) throw new Refused(`LanguageId ${id} is not a language of this account.`);
      return localeById.get(id);
    };
    const page = (items) => {
      const from = Math.max(1, Number(params.Limit1 ?? 1));
      const to = Math.min(Number(params.Limit2 ?? from + 49), items.length);
      return { From: from, To: Math.max(to, from - 1), RowsCount: items.length, Items: items.slice(from - 1, to) };
    };
    const deletedSince = (kind) => state.deleted[kind].filter((d) => since === undefined || d.at >= since);
    switch (method) {
      case "GetPropertyList":
      case "GetProjectList": {
        const lang = locale();
        return page(list(method === "GetPropertyList" ? "property" : "project").map((r) => inLanguage(r, lang)));
      }
      case "GetDeletedPropertyIDs":
        return deletedSince("property").map((d) => d.ID);
      case "GetDeletedProjectIDs":
        return deletedSince("project").map((d) => d.ID);
      case "GetUserList":
        return [...state.records.user.values()].sort((a, b) => a.ID - b.ID);
      case "GetOwnerList":
        return page(list("owner"));
      default:
        return undefined;
    }
  }

  async function crmCall(req, res, method) {
    const query = new URL(req.url ?? "/", origin).searchParams.get("json");
    let params;
    try {
      params = JSON.parse(query ?? "{}");
    } catch {
      params = undefined;
    }
    const logged = { ...params };
    delete logged.CustomerPassword;
    requests.push({ path: `${servicePath}${method}Json`, method, params: logged });
    const failure = failures.find((f) => !f.method || f.method === method);
    if (failure) {
      if (--failure.times <= 0) failures = failures.filter((f) => f !== failure);
      if (failure.mode === "timeout") {
        held.add(res);
        return void res.on("close", () => held.delete(res));
      }
      if (failure.mode === "http-500") return void res.writeHead(500).end("Internal Server Error");
      if (failure.mode === "broken-envelope") return json(res, { [`${method}Result`]: { Success: true } });
    }
    const envelope = (result) => json(res, { [`${method}JsonResult`]: result });
    if (failure?.mode === "success-false") {
      return envelope({ Code: 1, Message: "The stand-in was told to fail.", Success: false, Value: null });
    }
    try {
      if (typeof params !== "object" || params === null) throw new Refused("The json parameter is not a JSON object.");
      const value = answer(method, params);
      if (value === undefined) return void res.writeHead(404).end(`No method ${method}.`);
      envelope({ Code: 0, Message: "", Success: true, Value: value });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      envelope({ Code: 1, Message: error.message, Success: false, Value: null });
    }
  }

  function media(req, res, relative) {
    requests.push({ path: `/media/${relative}` });
    let file;
    try {
      file = path.resolve(fixtures, decodeURIComponent(relative));
    } catch {
      return void res.writeHead(404).end("No such photo.");
    }
    const type = imageTypes[path.extname(file).toLowerCase()];
    if (!file.startsWith(fixtures + path.sep) || !type || !existsSync(file) || !statSync(file).isFile()) {
      return void res.writeHead(404).end("No such photo.");
    }
    res.writeHead(200, { "content-type": type, "content-length": statSync(file).size });
    createReadStream(file).pipe(res);
  }

  /** Changes a record as staff would in the CRM; its LastChangedDate becomes now unless given. */
  function setRecord(kind, record, { patch = false } = {}) {
    if (!kinds.includes(kind)) throw new Refused(`kind must be one of ${kinds.join(", ")}.`);
    if (!Number.isInteger(record?.ID)) throw new Refused("The record needs an integer ID.");
    const before = state.records[kind].get(record.ID);
    if (patch && !before) throw new Refused(`There is no ${kind} with ID ${record.ID}.`);
    const stamp = kind === "property" || kind === "project" ? { LastChangedDate: brusselsNow() } : {};
    const next = state.prepare({ ...(patch ? before : {}), ...stamp, ...record });
    state.records[kind].set(record.ID, next);
    if (kind in state.deleted) state.deleted[kind] = state.deleted[kind].filter((d) => d.ID !== record.ID);
    return next;
  }

  function deleteRecord(kind, ID) {
    if (kind !== "property" && kind !== "project") throw new Refused("kind must be property or project.");
    if (!state.records[kind].delete(ID)) throw new Refused(`There is no ${kind} with ID ${ID}.`);
    state.deleted[kind].push({ ID, at: brusselsNow() });
  }

  function fail(mode, times = 1, method) {
    if (!failModes.includes(mode)) throw new Refused(`mode must be one of ${failModes.join(", ")}.`);
    if (!Number.isInteger(times) || times < 1) throw new Refused("times must be a whole number above 0.");
    failures.push({ mode, times, method });
  }

  function reset() {
    failures = [];
    requests.length = 0;
    state = loadFixtures(fixtures, origin);
  }

  async function admin(req, res, action) {
    let body = "";
    for await (const chunk of req) body += chunk;
    let input;
    try {
      input = body ? JSON.parse(body) : {};
    } catch {
      throw new Refused("The body is not JSON.");
    }
    if (action === "fail") fail(input.mode, input.times ?? 1, input.method);
    else if (action === "records" && input.patch)
      setRecord(input.kind, { ...input.patch, ID: input.ID }, { patch: true });
    else if (action === "records") setRecord(input.kind, input.record);
    else if (action === "delete") deleteRecord(input.kind, input.ID);
    else if (action === "reset") reset();
    else return void res.writeHead(404).end(`No action ${action}.`);
    json(res, { ok: true });
  }

  async function handle(req, res) {
    const { pathname } = new URL(req.url ?? "/", origin);
    if (req.method === "GET" && pathname.startsWith(servicePath) && pathname.endsWith("Json")) {
      return crmCall(req, res, pathname.slice(servicePath.length, -"Json".length));
    }
    if (req.method === "GET" && pathname.startsWith("/media/"))
      return media(req, res, pathname.slice("/media/".length));
    if (req.method === "GET" && pathname === "/_stand-in/requests") return json(res, requests);
    if (req.method === "POST" && pathname.startsWith("/_stand-in/")) {
      return admin(req, res, pathname.slice("/_stand-in/".length));
    }
    res.writeHead(404).end("Not found.");
  }

  return {
    url: `${origin}${servicePath}`,
    origin,
    port,
    customer,
    password,
    requests,
    setRecord: (kind, record) => setRecord(kind, record),
    patchRecord: (kind, ID, patch) => setRecord(kind, { ...patch, ID }, { patch: true }),
    deleteRecord,
    fail,
    reset,
    close: () =>
      new Promise((resolve) => {
        for (const res of held) res.destroy();
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}

function json(res, value) {
  const body = JSON.stringify(value);
  res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) });
  res.end(body);
}
