import sharpForFixtures from "sharp";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// Decoding a picture is the costly step of a form (a 128 kB PNG of 40 megapixels takes 170 ms): it comes
// after the captcha and the hourly limit, and at most two pictures are decoded at once. sharp is wrapped so
// that every decode (toBuffer) is counted and, when asked, held until the test lets it go.

const decodes = vi.hoisted(() => ({ started: 0, running: 0, most: 0, hold: false, held: [] as Array<() => void> }));
const calls = vi.hoisted(() => ({
  verifyCaptcha: vi.fn(),
  spend: vi.fn(async () => true),
  withinLimits: vi.fn(async () => true),
}));

vi.mock("sharp", async (original) => {
  const real = (await original<{ default: typeof sharpForFixtures }>()).default;
  const counted = (...args: Parameters<typeof sharpForFixtures>) => {
    const image = real(...args);
    const toBuffer = image.toBuffer.bind(image) as () => Promise<Buffer>;
    image.toBuffer = (async () => {
      decodes.started++;
      decodes.most = Math.max(decodes.most, ++decodes.running);
      try {
        if (decodes.hold) await new Promise<void>((release) => decodes.held.push(release));
        return await toBuffer();
      } finally {
        decodes.running--;
      }
    }) as typeof image.toBuffer;
    return image;
  };
  return { default: Object.assign(counted, real) };
});
vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  redirect: (url: string) => {
    throw Object.assign(new Error(`redirect ${url}`), { url, digest: `NEXT_REDIRECT;replace;${url};307;` });
  },
}));
vi.mock("@/lib/http/client-address", () => ({ clientAddress: () => "203.0.113.9" }));
vi.mock("@/lib/forms/captcha", () => calls);
vi.mock("@/lib/db/submissions", () => ({ storeSubmission: async () => 1 }));
vi.mock("@/lib/db/upload-removals", () => ({ queueUntilStored: async () => {} }));
vi.mock("@/lib/forms/rate-limit", () => ({
  limits: { forms: { name: "forms" } },
  uploadChecks: () => [],
  withinLimits: calls.withinLimits,
  limitKey: () => "source-key",
}));
vi.mock("@/lib/mail/worker", () => ({ wakeMailWorker: () => {} }));
// Opening a Word document's zip is counted as decoding a picture is.
vi.mock("@/lib/forms/file-kind", async (original) => {
  const real = await original<typeof import("@/lib/forms/file-kind")>();
  return { ...real, confirmKind: vi.fn(real.confirmKind) };
});

const { formAction } = await import("@/lib/forms/form-action");
const { contactSchema } = await import("@/lib/forms/schemas");
const { idle } = await import("@/lib/forms/state");
const { confirmKind } = await import("@/lib/forms/file-kind");
const { docx } = await import("@/tests/support/files");
const thanks = (await import("@/lib/i18n/build-path")).buildPath("/feedback/site-contact", "en");

const withPicture = formAction({
  name: "sendTestimonial",
  schema: contactSchema,
  thanks: "/feedback/site-contact",
  files: { image: { allowed: ["jpeg", "png", "webp"], required: false } },
}).action(async ({ values }) => ({ kind: "CONTACT", email: values.email, mails: [] }));

const withCv = formAction({
  name: "sendJobApplication",
  schema: contactSchema,
  thanks: "/feedback/site-contact",
  files: { cv: { allowed: ["pdf", "docx"], required: true } },
}).action(async ({ values }) => ({ kind: "CONTACT", email: values.email, mails: [] }));

function form(picture: Buffer, captcha = "c2VjcmV0", field = "image") {
  const data = new FormData();
  const fields = { locale: "en", title: "MS", firstName: "Marie", lastName: "Lambert", email: "marie@example.be" };
  for (const [name, value] of Object.entries({
    ...fields,
    phone: "0475 12 34 56",
    remark: "Hello",
    privacy: "on",
    captcha,
  })) {
    data.set(name, value);
  }
  data.set(field, new File([new Uint8Array(picture)], field === "cv" ? "cv.docx" : "picture.png"));
  return data;
}

const send = (data: FormData) => withPicture(idle, data).catch((error: { url?: string }) => ({ redirect: error.url }));

let huge: Buffer;
let small: Buffer;
beforeAll(async () => {
  huge = await sharpForFixtures({ create: { width: 8000, height: 5000, channels: 3, background: "#fff" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  small = await sharpForFixtures({ create: { width: 64, height: 48, channels: 3, background: "#b03a2e" } })
    .png()
    .toBuffer();
});

beforeEach(() => {
  Object.assign(decodes, { started: 0, running: 0, most: 0, hold: false, held: [] });
  vi.clearAllMocks();
  calls.verifyCaptcha.mockResolvedValue({ spend: calls.spend });
});

describe("a form's pictures are decoded last", () => {
  it("never decodes the picture of a request with a missing or bad captcha", async () => {
    expect(huge.length).toBeLessThan(200_000);
    calls.verifyCaptcha.mockResolvedValue("invalid");
    expect(await send(form(huge, "forged"))).toMatchObject({ errors: { captcha: "captchaInvalid" } });
    calls.verifyCaptcha.mockResolvedValue("empty");
    expect(await send(form(huge, ""))).toMatchObject({ errors: { captcha: "captchaEmpty" } });
    expect(decodes.started).toBe(0);
  });

  it("never decodes the picture of a client past the hourly limit", async () => {
    calls.withinLimits.mockResolvedValueOnce(false);
    expect(await send(form(huge))).toEqual({ status: "failed", reason: "rateLimited" });
    expect(decodes.started).toBe(0);
  });

  it("decodes a picture that passed the captcha and the limit, then spends the captcha", async () => {
    expect(await send(form(small))).toEqual({ redirect: thanks });
    expect(decodes.started).toBe(1);
    expect(calls.spend).toHaveBeenCalledTimes(1);
  });

  it("leaves the captcha unspent when the picture cannot be decoded", async () => {
    const broken = Buffer.concat([small.subarray(0, 64), Buffer.alloc(64)]);
    expect(await send(form(broken))).toMatchObject({ errors: { image: "fileUnreadable" } });
    expect(decodes.started).toBe(1);
    expect(calls.spend).not.toHaveBeenCalled();
  });

  it("never opens the Word document of a request with a bad captcha, or past the limit", async () => {
    const sendCv = (data: FormData) => withCv(idle, data).catch((error: { url?: string }) => ({ redirect: error.url }));
    calls.verifyCaptcha.mockResolvedValue("invalid");
    expect(await sendCv(form(docx(), "forged", "cv"))).toMatchObject({ errors: { captcha: "captchaInvalid" } });
    calls.verifyCaptcha.mockResolvedValue({ spend: calls.spend });
    calls.withinLimits.mockResolvedValueOnce(false);
    expect(await sendCv(form(docx(), undefined, "cv"))).toEqual({ status: "failed", reason: "rateLimited" });
    expect(confirmKind).not.toHaveBeenCalled();
    expect(await sendCv(form(docx(), undefined, "cv"))).toEqual({ redirect: thanks });
    expect(confirmKind).toHaveBeenCalledTimes(1);
  });

  it("decodes at most two pictures at once on a server", async () => {
    decodes.hold = true;
    const sending = Array.from({ length: 5 }, () => send(form(small)));
    // Each time one ends, the next waiting picture starts: two are running until fewer than two remain.
    for (let released = 0; released < 5; released++) {
      await vi.waitFor(() => expect(decodes.held.length).toBe(Math.min(2, 5 - released)));
      decodes.held.shift()!();
    }
    expect(await Promise.all(sending)).toEqual(Array(5).fill({ redirect: thanks }));
    expect(decodes.started).toBe(5);
    expect(decodes.most).toBe(2);
  });
});
