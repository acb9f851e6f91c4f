import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "@/lib/forms/fields";
import * as schemas from "@/lib/forms/schemas";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

// Every form's schema: what it refuses and the message each refusal shows, in four languages.

const messages = { en, nl, fr, de } as const;
type Schema = { safeParse: (v: unknown) => { success: boolean; error?: unknown } };
const keysFor = (schema: Schema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
};

const person = {
  title: "MR",
  firstName: "Jan",
  lastName: "Peeters",
  email: "jan@example.be",
  phone: "0475 12 34 56",
  privacy: "on",
};
const home = { street: "Veldstraat", houseNumber: "3", zip: "9000", city: "Gent" };

const cases: Array<
  [
    name: string,
    schema: Schema,
    valid: Record<string, unknown>,
    invalid: Record<string, unknown>,
    expected: Record<string, string>,
  ]
> = [
  [
    "contact",
    schemas.contactSchema,
    { ...person, remark: "Vraag" },
    { ...person, remark: "", zip: "90" },
    { remark: "required", zip: "zipInvalid" },
  ],
  [
    "visit request",
    schemas.propertyRequestSchema,
    { ...person, propertyId: "3" },
    { ...person, propertyId: "x", email: "jan@" },
    { email: "emailInvalid", propertyId: "required" },
  ],
  [
    "send to friend",
    schemas.sendToFriendSchema,
    { firstName: "Jan", email: "jan@example.be", privacy: "on", friendEmail: "an@example.be", propertyId: 3 },
    { firstName: "Jan www.x.be", email: "jan@example.be", privacy: "on", friendEmail: "an@", propertyId: 3 },
    { firstName: "firstNameInvalid", friendEmail: "friendEmail" },
  ],
  [
    "free valuation",
    schemas.valuationSchema,
    { ...person, ...home, goal: "SELL", propertyType: "HOUSE" },
    { ...person, goal: "BUY", propertyType: "HOUSE", street: "", zip: "9000", city: "Gent" },
    { goal: "goal", street: "valuationAddress" },
  ],
  [
    "online valuation",
    schemas.onlineValuationSchema,
    { ...person, ...home, propertyType: "APARTMENT", livingArea: "85" },
    { ...person, ...home, propertyType: "CASTLE", street: "" },
    { propertyType: "required", street: "valuationAddress" },
  ],
  [
    "booking",
    schemas.bookingSchema,
    { ...person, slotId: "12", propertyId: "3" },
    { ...person, phone: "", slotId: "12", propertyId: "3" },
    { phone: "phone" },
  ],
  [
    "document request",
    schemas.documentRequestSchema,
    { ...person, documentId: 4, propertyId: 3 },
    { ...person, title: "", documentId: 4, propertyId: 3 },
    { title: "title" },
  ],
  [
    "newsletter",
    schemas.newsletterSchema,
    { email: "jan@example.be", privacy: "on" },
    { email: "", privacy: "" },
    { email: "email", privacy: "privacy" },
  ],
  [
    "project contact",
    schemas.projectContactSchema,
    { ...person, projectId: 1 },
    { ...person, lastName: " ", projectId: 1 },
    { lastName: "lastName" },
  ],
  [
    "property management",
    schemas.managedPropertySchema,
    { ...person, ...home, propertyType: "HOUSE" },
    { ...person, ...home, propertyType: "HOUSE", city: "" },
    { city: "city" },
  ],
  [
    "insurance",
    schemas.insuranceSchema,
    { ...person, ...home, cover: "FIRE", role: "OWNER" },
    { ...person, ...home, cover: "", role: "OWNER", street: "" },
    { cover: "required", street: "street" },
  ],
  ["job", schemas.jobSchema, person, { ...person, firstName: "" }, { firstName: "firstName" }],
  [
    "testimonial",
    schemas.testimonialSchema,
    {
      name: "Jan P.",
      aboutYou: "Kocht in Gent",
      opinion: "Heel vlot verlopen, dank u.",
      email: "jan@example.be",
      privacy: "on",
    },
    { name: "", aboutYou: "x", opinion: "kort", email: "jan@example.be", privacy: "on" },
    { name: "firstName", opinion: "required" },
  ],
  [
    "demand register",
    schemas.demandRegisterSchema,
    { ...person, goal: "0", categoryIds: ["11"], regions: ["flanders"] },
    { ...person, goal: "0", categoryIds: [], regions: [], places: "" },
    { categoryIds: "types", regions: "zones" },
  ],
  [
    "purchase offer",
    schemas.purchaseOfferSchema,
    {
      ...person,
      ...home,
      propertyId: 3,
      amount: "325000",
      amountWords: "driehonderdvijfentwintigduizend euro",
      startDate: "2026-12-01",
      endDate: "2026-12-15",
      place: "Gent",
    },
    {
      ...person,
      ...home,
      propertyId: 3,
      amount: "",
      amountWords: "",
      startDate: "2026-12-1",
      endDate: "2026-11-30",
      place: "",
    },
    { amount: "amount", amountWords: "amountWords", startDate: "startDate", endDate: "endDate", place: "place" },
  ],
  [
    "rental application",
    schemas.rentalApplicationSchema,
    {
      ...person,
      propertyId: 5,
      adults: "2",
      movingDate: "2027-01-15",
      income1: "3000",
      confirmIncome: "on",
      confirmPersons: "on",
      confirmDescription: "on",
      confirmPayment: "on",
    },
    {
      ...person,
      propertyId: 5,
      adults: "2",
      movingDate: "2027-01-15",
      income1: "3000",
      confirmIncome: "on",
      confirmPersons: "on",
      confirmDescription: "on",
    },
    { confirmPayment: "confirmations" },
  ],
];

describe.each(cases)("%s form", (_, schema, valid, invalid, expected) => {
  it("accepts a complete form", () => expect(keysFor(schema, valid)).toEqual({}));
  it("refuses what is wrong, field by field", () => expect(keysFor(schema, invalid)).toEqual(expected));
  it.each(Object.keys(messages) as Array<keyof typeof messages>)("has each message in %s", (locale) => {
    const t = createTranslator({ locale, messages: messages[locale], namespace: "Forms.errors" }) as unknown as {
      has: (k: string) => boolean;
    };
    for (const key of Object.values(expected)) expect(t.has(key), key).toBe(true);
  });
});

describe("the spec's own wording", () => {
  it.each([
    ["nl", "valuationAddress", "Geef het adres van uw eigendom in"],
    ["nl", "types", "U moet minstens een type pand selecteren"],
    ["nl", "emailInvalid", "E-mailadres is niet geldig"],
    ["en", "endDate", "The end date is incomplete or not valid"],
    ["en", "startDate", "The start date is incomplete"],
    ["en", "zones", "Select at least one geographic zone"],
    ["en", "captchaEmpty", "Please confirm you are not a robot"],
  ] as const)("%s %s", (locale, key, text) => {
    const t = createTranslator({ locale, messages: messages[locale], namespace: "Forms.errors" });
    expect(t(key)).toBe(text);
  });

  it("names the rental thresholds from the rent and the bedrooms", () => {
    expect(schemas.rentalThresholds(1350, 2)).toEqual({ minimumIncome: 4050, maximumPersons: 4 });
    expect(schemas.rentalThresholds(null, null)).toEqual({ minimumIncome: null, maximumPersons: 2 });
  });

  it("splits postal codes and towns", () => {
    expect(schemas.splitPlaces("9000, Gent; 1050 Ixelles\nLeuven")).toEqual({
      zips: ["9000", "1050"],
      towns: ["Gent", "Ixelles", "Leuven"],
    });
  });
});

// The rule: a phone only where a call is the point (a valuation, a viewing); a plain message needs
// an e-mail address, and a phone number given there must still be one.
describe("the phone number", () => {
  const without = { ...person, phone: "" };
  const forms: Array<[name: string, schema: Schema, values: Record<string, unknown>, required: boolean]> = [
    ["free valuation", schemas.valuationSchema, { ...without, ...home, goal: "SELL", propertyType: "HOUSE" }, true],
    ["online valuation", schemas.onlineValuationSchema, { ...without, ...home, propertyType: "HOUSE" }, true],
    ["property management", schemas.managedPropertySchema, { ...without, ...home, propertyType: "HOUSE" }, true],
    ["visit booking", schemas.bookingSchema, { ...without, slotId: 12, propertyId: 3 }, true],
    ["visit request", schemas.propertyRequestSchema, { ...without, request: "VISIT_REQUEST", propertyId: 3 }, true],
    ["visit request (the default request)", schemas.propertyRequestSchema, { ...without, propertyId: 3 }, true],
    ["more information", schemas.propertyRequestSchema, { ...without, request: "MORE_INFO", propertyId: 3 }, false],
    ["contact", schemas.contactSchema, { ...without, remark: "Vraag" }, false],
    ["document request", schemas.documentRequestSchema, { ...without, documentId: 4, propertyId: 3 }, false],
    ["project contact", schemas.projectContactSchema, { ...without, projectId: 1 }, false],
    ["job", schemas.jobSchema, without, false],
    ["insurance", schemas.insuranceSchema, { ...without, ...home, cover: "FIRE", role: "OWNER" }, false],
    [
      "rental application",
      schemas.rentalApplicationSchema,
      {
        ...without,
        propertyId: 5,
        adults: "2",
        movingDate: "2027-01-15",
        income1: "3000",
        confirmIncome: "on",
        confirmPersons: "on",
        confirmDescription: "on",
        confirmPayment: "on",
      },
      false,
    ],
    [
      "purchase offer",
      schemas.purchaseOfferSchema,
      {
        ...without,
        ...home,
        propertyId: 3,
        amount: "325000",
        amountWords: "driehonderdvijfentwintigduizend euro",
        startDate: "2026-12-01",
        endDate: "2026-12-15",
        place: "Gent",
      },
      false,
    ],
  ];

  it.each(forms)("%s: required is %s", (_, schema, values, required) => {
    expect(keysFor(schema, values)).toEqual(required ? { phone: "phone" } : {});
    expect(keysFor(schema, { ...values, phone: "0475 12 34 56" })).toEqual({});
    expect(keysFor(schema, { ...values, phone: "call me" })).toEqual({ phone: "phoneInvalid" });
  });

  it("is asked for a visit even when other fields are missing, so one send shows them all", () => {
    expect(keysFor(schemas.propertyRequestSchema, { ...without, lastName: "", propertyId: 3 })).toEqual({
      lastName: "lastName",
      phone: "phone",
    });
  });

  it("is not asked where nobody calls: the demand register, the newsletter, send to a friend", () => {
    for (const schema of [schemas.demandRegisterSchema, schemas.newsletterSchema, schemas.sendToFriendSchema]) {
      expect(schema.shape).not.toHaveProperty("phone");
    }
  });
});

describe("the title", () => {
  const contact = { ...person, remark: "Vraag" };
  it.each(["MR", "MS", "NONE"])("offers %s", (title) => {
    expect(schemas.contactSchema.parse({ ...contact, title }).title).toBe(title);
  });

  it("takes Miss, sent by a page opened before it was dropped, as Ms", () => {
    expect(schemas.contactSchema.parse({ ...contact, title: "MISS" }).title).toBe("MS");
  });

  it("refuses no title chosen, and a title it does not offer", () => {
    for (const title of ["", "DR", "MRS", undefined]) {
      expect(keysFor(schemas.contactSchema, { ...contact, title }), String(title)).toEqual({ title: "title" });
    }
  });
});
