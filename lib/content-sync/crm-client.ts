// The CRM's transport (docs/crm-feed.md, "Transport"): one GET per call with the parameters as
// URL-encoded JSON, the `{Method}JsonResult` envelope, retries with a doubling pause, and 50-row pages.

export interface CrmCredentials {
  /** Ends with a slash: `https://crm.example/OmnicasaService.svc/`. */
  url: string;
  customerName: string;
  customerPassword: string;
}

export interface CrmDeps {
  fetch?: typeof fetch;
  /** Waits between tries; injected so tests need not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** How long one call may take before it counts as unanswered. */
  timeoutMs?: number;
}

/** The CRM could not be read: the message names the method and says why, never the password. */
export class CrmError extends Error {
  constructor(
    readonly method: string,
    message: string,
  ) {
    super(message);
    this.name = "CrmError";
  }
}

/** One row of a paged list, with its 1-based row number for the report. */
export interface CrmRow {
  row: number;
  item: unknown;
}

export const CRM_PAGE_SIZE = 50;
export const CRM_TIMEOUT_MS = 30_000;
/** The pauses before the second, third and fourth try. */
export const CRM_RETRY_PAUSES_MS = [1_000, 2_000, 4_000] as const;

type Params = Record<string, unknown>;

const brusselsFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Brussels",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** `ChangeSince` and `LastChangedDate` are Brussels wall-clock time: `YYYY-MM-DDTHH:mm:ss`. */
export function brusselsTime(date: Date): string {
  const part = Object.fromEntries(brusselsFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

export function crmClient(credentials: CrmCredentials, deps: CrmDeps = {}) {
  const doFetch = deps.fetch ?? fetch;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const timeoutMs = deps.timeoutMs ?? CRM_TIMEOUT_MS;
  const base = credentials.url.endsWith("/") ? credentials.url : `${credentials.url}/`;
  const secret = credentials.customerPassword;
  const hide = (text: string) =>
    secret ? text.replaceAll(secret, "***").replaceAll(encodeURIComponent(secret), "***") : text;

  /** One try: the envelope's `Value`, or what went wrong in plain words. */
  async function attempt(method: string, params: Params): Promise<{ value: unknown } | { problem: string }> {
    const json = JSON.stringify({
      CustomerName: credentials.customerName,
      CustomerPassword: credentials.customerPassword,
      ...params,
    });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let body: string;
    try {
      const response = await doFetch(`${base}${method}Json?json=${encodeURIComponent(json)}`, {
        signal: controller.signal,
      });
      if (response.status !== 200) {
        await response.body?.cancel();
        return { problem: `The CRM answered ${method} with HTTP status ${response.status}` };
      }
      body = await response.text();
    } catch (error) {
      if (controller.signal.aborted) {
        return { problem: `The CRM did not answer ${method} within ${duration(timeoutMs)}` };
      }
      const reason = error instanceof Error ? error.message : String(error);
      return { problem: `The CRM could not be reached for ${method} (${reason})` };
    } finally {
      clearTimeout(timer);
    }
    let answer: unknown;
    try {
      answer = JSON.parse(body);
    } catch {
      return { problem: `The CRM's answer to ${method} was not JSON` };
    }
    const result = (answer as Record<string, unknown> | null)?.[`${method}JsonResult`];
    if (typeof result !== "object" || result === null || typeof (result as Params).Success !== "boolean") {
      return { problem: `The CRM's answer to ${method} lacks its ${method}JsonResult envelope` };
    }
    const { Success, Message, Value } = result as Params;
    if (!Success) {
      return {
        problem: `The CRM refused ${method}: ${typeof Message === "string" && Message ? Message : "no reason given"}`,
      };
    }
    return { value: Value };
  }

  /** The `Value` of one call, tried up to four times; a `CrmError` when every try failed. */
  async function call(method: string, params: Params = {}): Promise<unknown> {
    for (let tries = 0; ; tries++) {
      const outcome = await attempt(method, params);
      if ("value" in outcome) return outcome.value;
      const pause = CRM_RETRY_PAUSES_MS[tries];
      if (pause === undefined) {
        throw new CrmError(method, hide(`${outcome.problem} (asked ${tries + 1} times).`));
      }
      await sleep(pause);
    }
  }

  /** A paged list, 50 rows a call, until the CRM says the last row was sent. */
  async function* pages(method: string, params: Params = {}): AsyncGenerator<CrmRow[]> {
    for (let first = 1; ;) {
      const value = await call(method, { ...params, Limit1: first, Limit2: first + CRM_PAGE_SIZE - 1 });
      const page = value as { To?: unknown; RowsCount?: unknown; Items?: unknown } | null;
      if (!Array.isArray(page?.Items) || typeof page.To !== "number" || typeof page.RowsCount !== "number") {
        throw new CrmError(
          method,
          `The CRM answered ${method} rows ${first} on with something other than a page of rows.`,
        );
      }
      if (page.Items.length === 0) return;
      yield page.Items.map((item, i) => ({ row: first + i, item }));
      if (page.To >= page.RowsCount) return;
      first = Math.max(page.To, first + page.Items.length - 1) + 1;
    }
  }

  return { call, pages };
}

export type CrmClient = ReturnType<typeof crmClient>;

function duration(ms: number) {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}
