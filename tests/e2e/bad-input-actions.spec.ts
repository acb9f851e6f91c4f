import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import fc from "fast-check";
import { hostileJson, hostilePart, multipart, propertyRuns, type PartValue } from "@/tests/support/hostile";
import { actions, builtActions, fillPath, type ActionEntry } from "./support/bad-input-inventory";
import { expectNoServerError, htmlLang, loadFixtures, type Fixtures } from "./support/bad-input";
import { agencyCopiesFrom, mailsTo, unique } from "./support/forms";

// Bad input never answers 500, and a refused input stores nothing (issue 10), for every server action:
// driven over HTTP as a browser without JavaScript sends a form (React's hidden $ACTION_ fields, read
// from the page's HTML, and a multipart body), so Next's decoding of the request is covered with the
// action. Every field gets hostile values: controls, invalid UTF-8, long texts, repeated fields, files
// where text is expected and text where a file is. The token buttons and the visit form, which the
// server draws only for a live token or a chosen time, are posted with the fields React would send.

test.describe.configure({ mode: "serial" });

const text = (value: string): PartValue => ({ kind: "text", value });

interface ActionForm {
  entry: ActionEntry;
  id: string;
  url: string;
  /** React's $ACTION_ fields and the form's hidden values, as the page drew them. */
  hidden: Array<[string, string]>;
  /** The fields a visitor fills in. */
  fields: string[];
}

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The forms of a page's HTML that post to a server action, by the action's id. */
function actionForms(html: string): Map<string, { hidden: Array<[string, string]>; fields: string[] }> {
  const forms = new Map<string, { hidden: Array<[string, string]>; fields: string[] }>();
  for (const [, inner] of html.matchAll(/<form\b[^>]*method="POST"[^>]*>([\s\S]*?)<\/form>/g)) {
    const hidden: Array<[string, string]> = [];
    const fields = new Set<string>();
    let id: string | undefined;
    for (const [tag, kind] of inner!.matchAll(/<(input|select|textarea)\b[^>]*>/g)) {
      const name = /\bname="([^"]*)"/.exec(tag)?.[1];
      if (!name) continue;
      const value = unescape(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "");
      if (name.startsWith("$ACTION")) {
        hidden.push([name, value]);
        if (/^\$ACTION_\d+:0$/.test(name)) id = (JSON.parse(value) as { id: string }).id;
      } else if (kind === "input" && /\btype="hidden"/.test(tag) && name !== "captcha") {
        hidden.push([name, value]);
      } else {
        fields.add(unescape(name));
      }
    }
    if (id) forms.set(id, { hidden, fields: [...new Set([...fields, "captcha"])] });
  }
  return forms;
}

/** Each action of the inventory with the page that posts to it and the fields it sends. */
async function loadActionForms(request: APIRequestContext, fixtures: Fixtures): Promise<ActionForm[]> {
  const ids = new Map([...builtActions()].map(([id, a]) => [`${a.file}#${a.name}`, id]));
  const out: ActionForm[] = [];
  for (const entry of actions) {
    const id = ids.get(`${entry.file}#${entry.name}`)!;
    const url = fillPath(entry.page, fixtures);
    if (entry.built) {
      const hidden: Array<[string, string]> = [
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", JSON.stringify({ id, bound: "$@1" })],
        ["$ACTION_1:1", JSON.stringify([entry.built.state])],
        ["$ACTION_KEY", "k"],
      ];
      out.push({ entry, id, url, hidden, fields: [...entry.built.fields] });
      continue;
    }
    const form = actionForms(await (await request.get(url)).text()).get(id);
    expect(form, `${url} draws the form of ${entry.name}`).toBeDefined();
    out.push({ entry, id, url, ...form! });
  }
  return out;
}

let fixtures: Fixtures;
let forms: ActionForm[];
test.beforeAll(async ({ request }) => {
  fixtures = await loadFixtures(request);
  forms = await loadActionForms(request, fixtures);
});

async function post(request: APIRequestContext, baseURL: string, url: string, fields: Array<[string, PartValue]>) {
  const { body, contentType } = multipart(fields);
  return request.post(url, {
    headers: { "content-type": contentType, origin: baseURL },
    data: body,
    maxRedirects: 0,
  });
}

test("hostile values in every field of every server action are refused with the page's message, and nothing is stored", async ({
  request,
  baseURL,
}) => {
  // Every submission without a solved captcha is refused; the marker address shows whether one was kept.
  const marker = unique("bad-input");
  const property = fc.asyncProperty(
    fc.constantFrom(...forms).chain((form) =>
      fc.tuple(
        fc.constant(form),
        fc.uniqueArray(fc.constantFrom(...form.fields, "unexpected"), { minLength: 1, maxLength: form.fields.length }),
        fc.array(fc.array(hostilePart, { minLength: 1, maxLength: 2 }), {
          minLength: form.fields.length + 1,
          maxLength: form.fields.length + 1,
        }),
      ),
    ),
    async ([form, chosen, values]) => {
      const fields: Array<[string, PartValue]> = form.hidden
        .filter(([name]) => !chosen.includes(name))
        .map(([name, value]) => [name, text(value)]);
      chosen.forEach((name, i) => values[i]!.forEach((value) => fields.push([name, value])));
      if (form.fields.includes("email") && !chosen.includes("email")) fields.push(["email", text(marker)]);
      const response = await post(request, baseURL!, form.url, fields);
      const what = `${form.entry.name} with ${chosen.join(", ")}`;
      const body = await expectNoServerError(response, what);
      // The honeypot thanks a bot without keeping anything; anything else stays on the page.
      const honeypot = fields.some(([name, v]) => name === "website2" && v.kind === "text" && v.value.trim() !== "");
      // Without a session, an owner-portal page sends the browser to the sign-in page, having changed nothing.
      if (form.entry.signIn && response.status() >= 300 && response.status() < 400) {
        expect(response.headers().location, what).toMatch(/\/login\/\?next=/);
        return;
      }
      if (response.status() === 303) {
        expect(honeypot, `${what} was sent on to ${response.headers().location}`).toBe(true);
        return;
      }
      expect(response.status(), what).toBe(200);
      expect(htmlLang(body), what).toBe("en");
      if (!form.entry.built) expect(body, what).toMatch(/Please check (this field|these \d+ fields):/);
    },
  );
  await fc.assert(property, propertyRuns(80));
  const page = await request.get("/en/dev/mailbox/");
  expect(await page.text()).not.toContain(marker);
});

/** A JSON value as React's reply encoding carries it: a string starting with "$" is escaped as "$$". */
const asReply = (value: unknown): unknown =>
  typeof value === "string"
    ? value.replace(/^\$/, "$$$$")
    : Array.isArray(value)
      ? value.map(asReply)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asReply(v)]))
        : value;

test("hostile values sent the way React sends a form with JavaScript never make an action fail", async ({
  request,
  baseURL,
}) => {
  // React posts an action's arguments as a multipart reply: row 0 the arguments, "1_<name>" the FormData's
  // fields. A client may put any value in either: another previous state, no FormData at all, hostile fields.
  const property = fc.asyncProperty(
    fc
      .constantFrom(...forms)
      .chain((form) =>
        fc.tuple(
          fc.constant(form),
          fc.oneof(fc.constant("idle"), hostileJson(["status", "errors", "values"])),
          fc.boolean(),
          fc.array(fc.tuple(fc.constantFrom(...form.fields, "unexpected"), hostilePart), { maxLength: 8 }),
        ),
      ),
    async ([form, state, withForm, entries]) => {
      const previous = state === "idle" ? (form.entry.built?.state ?? { status: "idle" }) : asReply(state);
      const fields: Array<[string, PartValue]> = [
        ["0", text(JSON.stringify(withForm ? [previous, "$K1"] : [previous, asReply(entries.map(([n]) => n))]))],
        ...form.hidden
          .filter(([name]) => !name.startsWith("$ACTION"))
          .map(([n, v]): [string, PartValue] => [`1_${n}`, text(v)]),
        ...entries.map(([name, value]): [string, PartValue] => [`1_${name}`, value]),
      ];
      const { body, contentType } = multipart(fields);
      const response = await request.post(form.url, {
        headers: { "content-type": contentType, origin: baseURL!, "next-action": form.id, accept: "text/x-component" },
        data: body,
        maxRedirects: 0,
      });
      await expectNoServerError(response, `${form.entry.name} by script with ${entries.map(([n]) => n).join(", ")}`);
    },
  );
  await fc.assert(property, propertyRuns(60));
});

test("a server action request Next could not read is refused with 400 or 413, not an error", async ({
  request,
  baseURL,
}) => {
  const contact = forms.find((form) => form.entry.name === "sendContact")!;
  const page = contact.hidden.map(([n, v]): [string, PartValue] => [n, text(v)]);
  const tampered = contact.hidden.map(([n, v]): [string, PartValue] => [n, text(n === "$ACTION_1:1" ? "garbage" : v)]);
  const big: PartValue = { kind: "file", name: "big.pdf", type: "application/pdf", value: Buffer.alloc(7 << 20) };
  const script = (fields: Array<[string, PartValue]>) => {
    const { body, contentType } = multipart(fields);
    const headers = { origin: baseURL!, "next-action": contact.id, "content-type": contentType };
    return request.post(contact.url, { headers, data: body, maxRedirects: 0 });
  };
  const pdf = (name: string): PartValue => ({
    kind: "file",
    name,
    type: "application/pdf",
    value: Buffer.from("%PDF-"),
  });
  const cases: Array<[what: string, status: number, send: () => Promise<APIResponse>]> = [
    ["a form of 7 MB", 413, () => post(request, baseURL!, contact.url, [...page, ["cv", big]])],
    [
      "a script's form of 7 MB",
      413,
      () =>
        script([
          ["0", text('[{"status":"idle"},"$K1"]')],
          ["1_cv", big],
        ]),
    ],
    ["a previous state that is not JSON", 400, () => post(request, baseURL!, contact.url, tampered)],
    ["a script's arguments that are not JSON", 400, () => script([["0", text("garbage")]])],
    [
      "a file name with a control character",
      400,
      () =>
        script([
          ["0", text('[{"status":"idle"},"$K1"]')],
          ["1_cv", pdf("a\u0001b.pdf")],
        ]),
    ],
  ];
  for (const [what, status, send] of cases) {
    const response = await send();
    await expectNoServerError(response, what);
    expect(response.status(), what).toBe(status);
  }
});

test("control characters in a sent form are dropped, and the rest is stored and mailed whole", async ({
  request,
  baseURL,
  page,
}) => {
  const contact = forms.find((form) => form.entry.name === "sendContact")!;
  const challenge = await (await request.get("/api/captcha/")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  const email = unique("controls");
  const fields: Array<[string, PartValue]> = [
    ...contact.hidden.map(([name, value]): [string, PartValue] => [name, text(value)]),
    ["title", text("MS")],
    ["firstName", text("Ma\u0000rie")],
    ["lastName", text("Lam\u0007bert\u009b")],
    ["email", text(email)],
    ["phone", text("0475 12 34 56")],
    ["remark", text("Line one\r\nLine\u0000 two\u001b[31m\ttabbed")],
    ["goal", text("BUY")],
    ["privacy", text("on")],
    ["captcha", text(captcha)],
  ];
  const response = await post(request, baseURL!, contact.url, fields);
  await expectNoServerError(response, "contact with control characters");
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe("/en/thank-you/contact/");
  // The visitor's confirmation repeats nothing typed; the agency's copy holds it all, cleaned.
  const mails = await mailsTo(page, email);
  await expect(mails).toHaveCount(1);
  await expect(mails.first()).not.toContainText("Marie");
  const copy = agencyCopiesFrom(page, email);
  await expect(copy).toHaveCount(1);
  await expect(copy).toContainText("Marie");
  await expect(copy).toContainText("Lambert");
  await expect(copy).toContainText("Line two[31m");
});
