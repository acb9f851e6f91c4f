import { beforeEach, describe, expect, it, vi } from "vitest";

// The limits of the two forms a bot could use against others: booking visit slots and mailing a
// property to strangers. Their outside world is replaced: the database, the mails, the captcha and
// the client's address (one IPv4 client here).

const calls = vi.hoisted(() => ({
  withinLimits: vi.fn<(checks: unknown) => Promise<boolean>>(async () => true),
  hasOpenBooking: vi.fn(async () => false),
  takePlace: vi.fn<() => Promise<"booked" | "full" | "alreadyBooked">>(async () => "booked"),
  storeSubmission: vi.fn(async (submission: { within?: (tx: unknown, id: number) => Promise<void> }) => {
    await submission.within?.({}, 1);
    return 1;
  }),
}));

/** Next's redirect, with the digest by which the action base tells it from an error. */
class Redirect extends Error {
  readonly digest = "NEXT_REDIRECT;replace;/thanks;307;";
}

vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  redirect: (url: string) => {
    throw new Redirect(url);
  },
}));
vi.mock("next-intl/server", () => ({ getTranslations: async () => (key: string) => key }));
vi.mock("@/lib/http/client-address", () => ({ clientAddress: () => "203.0.113.9" }));
vi.mock("@/lib/forms/captcha", () => ({ verifyCaptcha: async () => ({ spend: async () => true }) }));
vi.mock("@/lib/db/submissions", () => ({ storeSubmission: calls.storeSubmission }));
vi.mock("@/lib/mail/worker", () => ({ wakeMailWorker: () => {} }));
vi.mock("@/lib/forms/rate-limit", () => ({
  limits: { forms: "forms", visitBookings: "visits", friendRecipient: "friend-to", friendSender: "friend-from" },
  withinLimits: calls.withinLimits,
  limitKey: () => "source-key",
}));
vi.mock("@/lib/db/appointments", () => ({
  getSlot: async () => ({ id: 7, propertyId: 42, startsAt: new Date(Date.now() + 86_400_000), free: 1 }),
  hasOpenBooking: calls.hasOpenBooking,
  takePlace: calls.takePlace,
}));
vi.mock("@/lib/forms/listing", () => ({
  aboutProperty: async () => ({ id: 42, detail: {} }),
  visitAddress: () => "Rue Haute 1, 1000 Bruxelles",
}));
vi.mock("@/lib/domain", async (original) => ({ ...(await original<object>()), canBookVisit: () => true }));
vi.mock("@/lib/mail/templates/visit-booking", () => ({ visitBookingMails: async () => [] }));
vi.mock("@/lib/mail/templates/form-confirmation", () => ({ formConfirmation: async () => ({}) }));
vi.mock("@/lib/mail/templates/agency-copy", () => ({ agencyCopy: async () => ({}) }));
vi.mock("@/lib/mail/templates/friend-mail", () => ({ friendMail: async () => ({}) }));

const { bookVisit } = await import("@/lib/forms/actions/book-visit");
const { sendToFriend } = await import("@/lib/forms/actions/send-to-friend");
const { idle } = await import("@/lib/forms/state");

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const person = {
  locale: "nl",
  title: "MR",
  firstName: "Pieter",
  lastName: "Janssens",
  email: "pieter@example.be",
  phone: "0475 98 76 54",
  privacy: "on",
  captcha: "c2VjcmV0",
  website2: "",
};

async function answer(promise: Promise<unknown>) {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof Redirect) return "thanked";
    throw error;
  }
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe("bookVisit", () => {
  const booking = form({ ...person, slotId: "7", propertyId: "42" });

  it("books within the daily limit of the client's address", async () => {
    expect(await answer(bookVisit(idle, booking))).toBe("thanked");
    expect(calls.withinLimits).toHaveBeenLastCalledWith([["visits", { address: "203.0.113.9" }]]);
    expect(calls.takePlace).toHaveBeenCalledTimes(1);
  });

  it("refuses past the daily limit of the client's address, and stores nothing", async () => {
    calls.withinLimits.mockImplementation(async (checks) => (checks as [string][])[0]![0] !== "visits");
    expect(await answer(bookVisit(idle, booking))).toEqual({ status: "failed", reason: "dailyLimit" });
    expect(calls.storeSubmission).not.toHaveBeenCalled();
    calls.withinLimits.mockImplementation(async () => true);
  });

  it("says the visitor already has a booking for this property, without counting the attempt", async () => {
    calls.hasOpenBooking.mockResolvedValueOnce(true);
    expect(await answer(bookVisit(idle, booking))).toEqual({ status: "failed", reason: "alreadyBooked" });
    expect(calls.hasOpenBooking).toHaveBeenCalledWith("pieter@example.be", 42);
    expect(calls.withinLimits).not.toHaveBeenCalledWith([["visits", { address: "203.0.113.9" }]]);
    expect(calls.storeSubmission).not.toHaveBeenCalled();
  });

  it("answers what the booking's transaction found: already booked meanwhile, or full", async () => {
    calls.takePlace.mockResolvedValueOnce("alreadyBooked").mockResolvedValueOnce("full");
    expect(await answer(bookVisit(idle, booking))).toEqual({ status: "failed", reason: "alreadyBooked" });
    expect(await answer(bookVisit(idle, booking))).toEqual({ status: "failed", reason: "full" });
  });
});

describe("sendToFriend", () => {
  const sending = form({
    locale: person.locale,
    firstName: person.firstName,
    email: person.email,
    privacy: "on",
    friendEmail: "jonas@example.be",
    propertyId: "42",
  });

  it("counts the recipient, the sender's address and the sender's e-mail for the day", async () => {
    expect(await answer(sendToFriend(idle, sending))).toBe("thanked");
    expect(calls.withinLimits).toHaveBeenLastCalledWith([
      ["friend-to", { email: "jonas@example.be" }],
      ["friend-from", { address: "203.0.113.9" }],
      ["friend-from", { email: "pieter@example.be" }],
    ]);
  });

  it("refuses past any of them, and sends nothing", async () => {
    calls.withinLimits.mockImplementation(async (checks) => (checks as [string][])[0]![0] === "forms");
    expect(await answer(sendToFriend(idle, sending))).toEqual({ status: "failed", reason: "dailyLimit" });
    expect(calls.storeSubmission).not.toHaveBeenCalled();
    calls.withinLimits.mockImplementation(async () => true);
  });
});
