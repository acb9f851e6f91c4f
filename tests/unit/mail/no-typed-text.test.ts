import { createTranslator } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { parse, type $ZodType } from "zod/v4/core";
import * as schemas from "@/lib/forms/schemas";
import type { MailDraft } from "@/lib/mail/templates/frame";
import type { PropertyDetail } from "@/lib/types/property";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

// Every form's mails, as its handler builds them, from a visitor who typed a marker into every text
// field: no mail to an address the visitor typed (their own, a friend's) may carry any of it. Only the
// agency's copy may (and must: the negative control that the marker was really typed).

const messages = { en, nl, fr, de };

vi.mock("@/lib/forms/form-action", () => ({ formAction: () => ({ action: (handler: unknown) => handler }) }));
vi.mock("next-intl/server", () => ({
  getTranslations: async ({ locale, namespace }: { locale: keyof typeof messages; namespace: string }) =>
    createTranslator({ locale, messages: messages[locale], namespace: namespace as "Mail" }),
}));
const detail = {
  id: 3,
  status: "AVAILABLE",
  goal: 0,
  price: 325000,
  prices: { monthlyRent: 1350 },
  rooms: { bedrooms: 2 },
  address: { street: "Avenue Orban", houseNumber: "96" },
  zip: "1150",
  city: "Woluwe-Saint-Pierre",
} as unknown as PropertyDetail;
vi.mock("@/lib/forms/listing", () => ({
  aboutProperty: async (id: number) => ({
    id,
    reference: "ATR-2003",
    title: "Villa with a pool",
    url: "https://atrium.test/en/for-sale/woluwe-saint-pierre/villa/3/",
    manager: "camille@atrium.test",
    detail,
  }),
  visitAddress: () => "Avenue Orban 96, 1150 Woluwe-Saint-Pierre",
}));
vi.mock("@/lib/domain", async (original) => ({
  ...(await original<typeof import("@/lib/domain")>()),
  canBookVisit: () => true,
  canReceiveOffer: () => true,
  canApplyToRent: () => true,
}));
vi.mock("@/lib/db/appointments", () => ({
  getSlot: async () => ({
    id: 12,
    propertyId: 3,
    free: 2,
    startsAt: new Date(Date.now() + 86_400_000),
    endsAt: new Date(Date.now() + 90_000_000),
  }),
  hasOpenBooking: async () => false,
  takePlace: async () => "booked",
}));
// The limits are tested on their own (limited-actions.test.ts, rate-limits.test.ts).
vi.mock("@/lib/forms/rate-limit", async (original) => ({
  ...(await original<typeof import("@/lib/forms/rate-limit")>()),
  withinLimits: async () => true,
}));
vi.mock("@/lib/db/documents", () => ({
  findRequestableDocument: async () => ({ file: "epc.pdf", title: "EPC certificate" }),
}));
vi.mock("@/lib/db/submissions", () => ({ hasRequestedDocument: async () => false }));
vi.mock("@/lib/db/projects", () => ({
  getProjectDetail: async () => ({
    id: 1,
    name: "Les Jardins",
    number: "PRJ-101",
    manager: { email: "p@atrium.test" },
  }),
}));
vi.mock("@/lib/db/confirmed-addresses", () => ({ hasConfirmedAddress: async () => false }));
vi.mock("@/lib/db/testimonials", () => ({ createVisitorTestimonial: async () => {} }));
vi.mock("@/lib/db/standing-searches", () => ({
  createSearch: async () => {},
  stopSearch: async () => true,
  updateSearch: async () => true,
  confirmSearch: async () => null,
  findSearch: async () => null,
}));
vi.mock("@/lib/db/newsletter", () => ({
  optInState: async () => "none",
  recordOptIn: async () => {},
  unsubscribe: async () => true,
  confirmSubscription: async () => null,
  subscriptionByToken: async () => null,
}));

const marker = /zqxmark|0475\s?12/i;
const visitor = "visitor.zqxmark@example.be";
const person = {
  title: "MS",
  firstName: "Zqxmark",
  lastName: "Zqxmarkova",
  email: visitor,
  phone: "0475 12 34 56",
  remark: "Zqxmark: visit http://cheap-pills.example now",
  privacy: "on",
};
const home = { street: "Zqxmarkstraat", houseNumber: "3", zip: "9000", city: "Zqxmarkstad" };
const upload = { storedName: "a1b2.pdf", originalName: "zqxmark-cv.pdf", mimeType: "application/pdf", sizeBytes: 9 };

type Handler = (input: {
  values: unknown;
  ctx: { locale: string; client: string; files: object };
}) => Promise<{ mails?: MailDraft[] }>;

const forms: Array<[name: string, load: () => Promise<unknown>, schema: $ZodType, input: object, files?: object]> = [
  ["contact", async () => (await import("@/lib/forms/actions/contact")).sendContact, schemas.contactSchema, person],
  [
    "visit request",
    async () => (await import("@/lib/forms/actions/property-request")).sendPropertyRequest,
    schemas.propertyRequestSchema,
    { ...person, request: "VISIT_REQUEST", propertyId: 3 },
  ],
  [
    "send to a friend",
    async () => (await import("@/lib/forms/actions/send-to-friend")).sendToFriend,
    schemas.sendToFriendSchema,
    // The first name is the one typed text the friend reads (kept to letters by the schema).
    { firstName: "Lena", email: visitor, friendEmail: "friend@example.be", privacy: "on", propertyId: 3 },
  ],
  [
    "visit booking",
    async () => (await import("@/lib/forms/actions/book-visit")).bookVisit,
    schemas.bookingSchema,
    { ...person, slotId: 12, propertyId: 3 },
  ],
  [
    "document request",
    async () => (await import("@/lib/forms/actions/document-request")).requestDocument,
    schemas.documentRequestSchema,
    { ...person, documentId: 4, propertyId: 3 },
  ],
  [
    "free valuation",
    async () => (await import("@/lib/forms/actions/valuation")).requestValuation,
    schemas.valuationSchema,
    { ...person, ...home, goal: "SELL", propertyType: "HOUSE" },
  ],
  [
    "online valuation",
    async () => (await import("@/lib/forms/actions/online-valuation")).requestOnlineValuation,
    schemas.onlineValuationSchema,
    { ...person, ...home, propertyType: "APARTMENT", livingArea: "85" },
  ],
  [
    "property management",
    async () => (await import("@/lib/forms/actions/property-management")).requestManagement,
    schemas.managedPropertySchema,
    { ...person, ...home, propertyType: "HOUSE" },
  ],
  [
    "insurance",
    async () => (await import("@/lib/forms/actions/insurance")).requestInsurance,
    schemas.insuranceSchema,
    { ...person, ...home, cover: "FIRE", role: "OWNER" },
  ],
  [
    "project contact",
    async () => (await import("@/lib/forms/actions/project-contact")).sendProjectContact,
    schemas.projectContactSchema,
    { ...person, projectId: 1 },
  ],
  [
    "job application",
    async () => (await import("@/lib/forms/actions/job-application")).sendJobApplication,
    schemas.jobSchema,
    person,
    { cv: upload },
  ],
  [
    "testimonial",
    async () => (await import("@/lib/forms/actions/testimonial")).sendTestimonial,
    schemas.testimonialSchema,
    {
      name: "Zqxmark",
      aboutYou: "Zqxmark bought in Gent",
      website: "https://zqxmark.example",
      opinion: "Zqxmark says: visit http://cheap-pills.example",
      email: visitor,
      privacy: "on",
    },
    { image: { ...upload, originalName: "zqxmark.png", mimeType: "image/png" } },
  ],
  [
    "purchase offer",
    async () => (await import("@/lib/forms/actions/purchase-offer")).sendPurchaseOffer,
    schemas.purchaseOfferSchema,
    {
      ...person,
      ...home,
      propertyId: 3,
      amount: "325000",
      amountWords: "Zqxmark three hundred thousand",
      startDate: "2026-12-01",
      endDate: "2026-12-15",
      place: "Zqxmarkstad",
      conditions: "Zqxmark: subject to a loan",
      buyer2FirstName: "Zqxmarkina",
      buyer2LastName: "Zqxmarkova",
    },
  ],
  [
    "rental application",
    async () => (await import("@/lib/forms/actions/rental-application")).sendRentalApplication,
    schemas.rentalApplicationSchema,
    {
      ...person,
      propertyId: 3,
      adults: "2",
      childrenAges: "Zqxmark 4 and 7",
      pets: "Zqxmark the cat",
      movingReason: "Zqxmark: a new job",
      movingDate: "2027-01-15",
      income1: "3000",
      confirmIncome: "on",
      confirmPersons: "on",
      confirmDescription: "on",
      confirmPayment: "on",
    },
    { cv: upload },
  ],
  [
    "demand register",
    async () => (await import("@/lib/forms/actions/demand-register")).registerDemand,
    schemas.demandRegisterSchema,
    { ...person, goal: "0", categoryIds: ["11"], regions: ["flanders"], places: "9000 Zqxmarkstad" },
  ],
  [
    "newsletter",
    async () => (await import("@/lib/forms/actions/newsletter")).subscribeNewsletter,
    schemas.newsletterSchema,
    { email: visitor, privacy: "on" },
  ],
];

/** What a receiver reads of a mail, but its own address (which the invitation names as the attendee). */
const readable = (mail: MailDraft) =>
  [
    mail.subject,
    mail.html,
    mail.text,
    mail.replyTo ?? "",
    mail.ics ?? "",
    ...(mail.attachments ?? []).map((a) => a.name),
  ]
    .join("\n")
    .replaceAll(mail.to, "<to>");

describe.each(forms)("the %s form's mails", (name, load, schema, input, files = {}) => {
  it.each(["en", "fr"] as const)("repeat nothing typed to an address the visitor typed (%s)", async (locale) => {
    const handler = (await load()) as Handler;
    const values = parse(schema, { ...input, locale });
    const prepared = await handler({ values, ctx: { locale, client: "203.0.113.9", files } });
    const mails = prepared.mails ?? [];
    const unconfirmed = mails.filter((mail) => mail.kind !== "AGENCY");
    expect(unconfirmed.length, name).toBeGreaterThan(0);
    for (const mail of unconfirmed) {
      expect(mail.to).not.toMatch(/atrium\.test$/);
      expect(readable(mail), `${mail.subject} to ${mail.to}`).not.toMatch(marker);
    }
    const copies = mails.filter((mail) => mail.kind === "AGENCY");
    if (name !== "newsletter" && name !== "demand register") {
      expect(copies.map((mail) => mail.text).join("\n")).toMatch(/zqxmark/i);
    }
  });
});

describe("the mail to a friend", () => {
  it("is the agency's: its subject names the property, its body the sender's first name only, replies go to the agency", async () => {
    const { sendToFriend } = await import("@/lib/forms/actions/send-to-friend");
    const values = schemas.sendToFriendSchema.parse({
      firstName: "Lena",
      email: visitor,
      friendEmail: "friend@example.be",
      privacy: "on",
      propertyId: 3,
    });
    const prepared = await (sendToFriend as unknown as Handler)({
      values,
      ctx: { locale: "en", client: "203.0.113.9", files: {} },
    });
    const [friend] = (prepared.mails ?? []).filter((mail) => mail.to === "friend@example.be");
    expect(friend!.subject).toBe("A property for you: Villa with a pool (ATR-2003)");
    expect(friend!.text).toContain("Lena found this property on");
    expect(friend!.text).toContain("325,000");
    expect(friend!.text).toContain("https://atrium.test/en/for-sale/woluwe-saint-pierre/villa/3/");
    expect(friend!.replyTo).toBe("info@atrium-immo.be");
  });
});
