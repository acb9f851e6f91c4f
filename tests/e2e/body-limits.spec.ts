import { expect, test } from "@playwright/test";
import { multipart, type PartValue } from "@/tests/support/hostile";
import type { RawAnswer } from "@/tests/support/raw-get";
import { rawSend } from "@/tests/support/raw-send";
import { e2eSecrets } from "./support";

// Every route family's body limit, applied by server.mjs before Next reads a byte (lib/http/body-limit.mjs):
// a body one byte over it is answered 413, whether its length is declared (Content-Length) or it streams
// (chunked, its end never sent: the answer comes while it still arrives); a body at the limit still gets
// the route's own answer. Before, /api/consent/ read and parsed 30 MB to answer 400, and next-auth read
// whatever it was sent.

const KB = 1024;
const MB = 1024 * KB;

/** `text` followed by spaces up to `size` bytes: JSON and URL-encoded forms read it unchanged. */
const padded = (text: string, size: number) => Buffer.concat([Buffer.from(text), Buffer.alloc(size - text.length, 32)]);

function expectRefused(answer: RawAnswer, what: string) {
  expect(answer.status, what).toBe(413);
  expect(answer.body.toString(), what).toBe("Request body too large.\n");
  expect(answer.headers["cache-control"], what).toBe("private, no-store");
}

for (const chunked of [false, true]) {
  const how = chunked ? "streamed" : "declared";

  test.describe(`bodies ${how}`, () => {
    let origin = "";
    test.beforeEach(({ baseURL }) => {
      origin = baseURL!;
    });
    /** Just over: a streamed body is never finished. */
    const over = (path: string, body: Buffer, method = "POST", headers: Record<string, string> = {}) =>
      rawSend(origin, path, { method, body, headers, chunked, unfinished: chunked });
    const atLimit = (path: string, body: Buffer, method = "POST", headers: Record<string, string> = {}) =>
      rawSend(origin, path, { method, body, headers, chunked });

    test(`JSON APIs: consent 4 kB, revalidate 16 kB, staff 1 MB (${how})`, async () => {
      const json = { "content-type": "application/json" };
      const consent = JSON.stringify({ consentId: crypto.randomUUID(), revision: 2, accepted: ["analytical"] });
      expect((await atLimit("/api/consent/", padded(consent, 4 * KB), "POST", json)).status).toBe(204);
      expectRefused(await over("/api/consent/", padded(consent, 4 * KB + 1), "POST", json), "consent");

      const revalidate = { ...json, authorization: `Bearer ${e2eSecrets.revalidate}` };
      // A tag no page carries: nothing another test reads is expired.
      const tags = JSON.stringify({ tags: ["bodylimits"] });
      expect((await atLimit("/api/revalidate/", padded(tags, 16 * KB), "POST", revalidate)).status).toBe(200);
      expectRefused(await over("/api/revalidate/", padded(tags, 16 * KB + 1), "POST", revalidate), "revalidate");

      const staff = { ...json, authorization: `Bearer ${e2eSecrets.staff}` };
      // A reference no property has: reported, nothing changed.
      const changes = JSON.stringify({ changes: [{ reference: "ZZ-9999999" }] });
      const applied = await atLimit("/api/staff/properties/", padded(changes, MB), "PATCH", staff);
      expect(applied.status).toBe(200);
      expect(applied.body.toString()).toContain("ZZ-9999999");
      expectRefused(await over("/api/staff/properties/", padded(changes, MB + 1), "PATCH", staff), "staff");
    });

    test(`APIs that answer GET only, and any GET, take no body (${how})`, async () => {
      expect((await rawSend(origin, "/api/suggest/?q=gent", { method: "GET" })).status).toBe(200);
      expectRefused(await over("/api/suggest/?q=gent", Buffer.from("x"), "GET"), "a GET with a body");
      expectRefused(await over("/fr/", Buffer.from("x"), "GET"), "a page's GET with a body");
      for (const path of ["/api/captcha/", "/api/appointments/?property=1", "/api/search/map/?goal=sale&locale=fr"]) {
        expectRefused(await over(path, Buffer.from("x")), path);
      }
    });

    test(`next-auth's forms: 8 kB (${how})`, async () => {
      const form = { "content-type": "application/x-www-form-urlencoded" };
      // Without a CSRF token next-auth sends the browser back to its sign-in page: it read the form.
      const fields = "identifier=nobody&password=wrong&json=true";
      const read = await atLimit("/api/auth/callback/credentials", padded(fields, 8 * KB), "POST", form);
      expect(read.status).toBeGreaterThanOrEqual(200);
      expect(read.status).toBeLessThan(400);
      expectRefused(
        await over("/api/auth/callback/credentials", padded(fields, 8 * KB + 1), "POST", form),
        "next-auth",
      );
    });

    test(`the view beacon is sent empty (${how})`, async () => {
      // As browsers send it: Content-Length: 0. Where no body is allowed, a streamed one is refused even empty.
      expect((await rawSend(origin, "/api/views/1/", { body: "" })).status).toBe(204);
      expectRefused(await over("/api/views/1/", Buffer.from("x")), "view beacon");
    });

    test(`server actions and forms posted to pages: 6 MB, a 5 MB file and the form's fields (${how})`, async () => {
      // React's hidden fields of the contact form, as a browser without JavaScript sends them.
      const html = (await rawSend(origin, "/en/contact/", { method: "GET" })).body.toString();
      const contactForm = /<form\b[^>]*method="POST"[^>]*>([\s\S]*?)<\/form>/.exec(html)![1]!;
      const hidden = [...contactForm.matchAll(/<input\b[^>]*\bname="(\$ACTION[^"]*)"[^>]*>/g)].map(
        ([tag, name]): [string, PartValue] => {
          const value = /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "";
          return [name!, { kind: "text", value: value.replace(/&quot;/g, '"').replace(/&amp;/g, "&") }];
        },
      );
      expect(hidden.map(([name]) => name)).toContain("$ACTION_1:0");
      /** The contact form with a CV making it `size` bytes (each body has a boundary of its own length). */
      const form = (size: number) => {
        const fields = (cv: number): Array<[string, PartValue]> => [
          ...hidden,
          ["cv", { kind: "file", name: "cv.pdf", type: "application/pdf", value: Buffer.alloc(cv, 32) }],
        ];
        for (let cv = size; ;) {
          const built = multipart(fields(cv));
          if (built.body.length === size) return built;
          cv = Math.max(0, cv - (built.body.length - size));
        }
      };
      const headers = (contentType: string) => ({ "content-type": contentType, origin });

      // The form answers (its captcha was not solved): Next read the whole 6 MB.
      const full = form(6 * MB);
      const answered = await atLimit("/en/contact/", full.body, "POST", headers(full.contentType));
      expect(answered.status).toBe(200);
      expect(answered.body.toString()).toContain("Send us a message");
      const tooLarge = form(6 * MB + 1);
      expectRefused(await over("/en/contact/", tooLarge.body, "POST", headers(tooLarge.contentType)), "form");
      const script = { ...headers(tooLarge.contentType), "next-action": "7f".repeat(21) };
      expectRefused(await over("/en/contact/", tooLarge.body, "POST", script), "server action");
      expectRefused(await over("/en/", Buffer.alloc(6 * MB + 1, 32)), "a page");
    });
  });
}
