"use server";

import { routing } from "@/lib/i18n/routing";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { z } from "zod";
import { config } from "@/lib/config";
import { takePlace } from "@/lib/db/appointments";
import { getPrisma } from "@/lib/db/prisma";
import { getPropertyDetail } from "@/lib/db/properties";
import { getProjectDetail } from "@/lib/db/projects";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { formatDate, formatEuro } from "@/lib/rules";
import type { RouteKey } from "@/lib/i18n/paths";
import { propertyPath } from "@/lib/i18n/property-path";
import { buildPath } from "@/lib/i18n/resolve";
import type { PropertyDetail } from "@/lib/types/property";
import { checkCaptcha } from "./captcha";
import { fieldErrors, type ErrorKey } from "./fields";
import { checkUpload, dropUpload, keepUpload, type CheckedUpload, type UploadKind } from "./uploads";
import { agencyCopy, bookingMails, confirmation, type AboutProperty } from "./mails";
import { prepareOptIn, recordOptIn, unsubscribe } from "./newsletter";
import { confirmationMail, createSearch, newToken, stopSearch, updateSearch } from "@/lib/standing-search/register";
import {
  bookingSchema,
  contactSchema,
  documentRequestSchema,
  propertyRequestSchema,
  sendToFriendSchema,
  demandRegisterSchema,
  managedPropertySchema,
  newsletterSchema,
  onlineValuationSchema,
  projectContactSchema,
  purchaseOfferSchema,
  jobSchema,
  insuranceSchema,
  rentalApplicationSchema,
  rentalThresholds,
  testimonialSchema,
  valuationSchema,
} from "./schemas";
import { SlotFullError, type FormState } from "./state";
import { clientKeyOf, isRateLimited, storeSubmission, type Submission } from "./submissions";

// The server side of every form: the same schema as the browser, then the captcha, the honeypot and
// the rate limit, then the submission and its mails in one transaction, then the thank-you page.
// Nothing here shows an error's details to the visitor.

function toObject(formData: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(formData.keys())) {
    if (key.startsWith("$ACTION")) continue;
    const values = formData.getAll(key).filter((v): v is string => typeof v === "string");
    out[key] = key === "contactSlots" || values.length > 1 ? values : values[0];
  }
  return out;
}

type Prepared = Omit<Submission, "clientKey" | "locale">;

/** Never kept nor sent back: the captcha, the honeypot, the privacy tick (the act of sending is the consent). */
const notKept = new Set(["captcha", "website2", "privacy"]);

type Kept = ReturnType<typeof keepUpload>;

async function handle<S extends z.ZodType<Record<string, unknown>>>(
  formData: FormData,
  schema: S,
  feedback: RouteKey,
  prepare: (values: z.output<S>, locale: Locale, files: Record<string, Kept>) => Promise<Prepared | FormState>,
  files: Record<string, { allowed: readonly UploadKind[]; required: boolean }> = {},
): Promise<FormState> {
  const raw = toObject(formData);
  const locale = isLocale(raw.locale) ? raw.locale : routing.defaultLocale;
  const parsed = schema.safeParse(raw);
  const sent = Object.fromEntries(
    Object.entries(raw).filter((e): e is [string, string | string[]] => !notKept.has(e[0]) && e[1] !== undefined),
  );
  if (!parsed.success) return { status: "invalid", errors: fieldErrors(parsed.error), values: sent };
  const values = parsed.data as z.output<S> & { captcha?: string; website2?: string };
  const thanks = buildPath(feedback, locale);
  // A bot filled in the field people never see: it is thanked, and nothing is kept or sent.
  if (values.website2) redirect(thanks);
  // Files are checked by their content (before the captcha, which a check spends), then kept before
  // the submission is written; if writing it fails they are removed again.
  const checked: Record<string, CheckedUpload> = {};
  const fileErrors: Record<string, ErrorKey> = {};
  for (const [name, rule] of Object.entries(files)) {
    const result = await checkUpload(formData.get(name), rule.allowed, rule.required);
    if (typeof result === "string") fileErrors[name] = result;
    else if (result) checked[name] = result;
  }
  if (Object.keys(fileErrors).length) return { status: "invalid", errors: fileErrors, values: sent };
  const captcha = await checkCaptcha(values.captcha);
  if (captcha !== "ok") {
    return {
      status: "invalid",
      errors: { captcha: captcha === "empty" ? "captchaEmpty" : "captchaInvalid" },
      values: sent,
    };
  }
  const request = await headers();
  const clientKey = clientKeyOf(request.get("x-forwarded-for"), request.get("x-real-ip"));
  const kept: Record<string, Kept> = {};
  try {
    if (await isRateLimited(clientKey)) return { status: "failed", reason: "rateLimited" };
    for (const [name, upload] of Object.entries(checked)) kept[name] = keepUpload(upload);
    const prepared = await prepare(values, locale, kept);
    if ("status" in prepared) {
      Object.values(kept).forEach((k) => dropUpload(k.storedName));
      return prepared;
    }
    await storeSubmission({
      ...(await withNewsletter(prepared, values, locale)),
      uploads: Object.values(kept),
      locale,
      clientKey,
    });
  } catch (error) {
    Object.values(kept).forEach((k) => dropUpload(k.storedName));
    if (error instanceof SlotFullError) return { status: "failed", reason: "full" };
    console.error(`form ${feedback}: ${error instanceof Error ? error.message : String(error)}`);
    return { status: "failed", reason: "notSent" };
  }
  redirect(thanks);
}

/** A form's "send me the newsletter" tick starts the same double opt-in as the newsletter page. */
async function withNewsletter(prepared: Prepared, values: Record<string, unknown>, locale: Locale): Promise<Prepared> {
  if (values.newsletter !== true || prepared.kind === "NEWSLETTER") return prepared;
  const optIn = await prepareOptIn(prepared.email, locale);
  return {
    ...prepared,
    within: async (tx, submissionId) => {
      await prepared.within?.(tx, submissionId);
      await recordOptIn(tx, prepared.email, locale, optIn.token);
    },
    mails: (submissionId) => [
      ...prepared.mails(submissionId),
      ...(optIn.mail ? [{ ...optIn.mail, submissionId }] : []),
    ],
  };
}

/** What is kept of a submission: the validated values without the captcha and honeypot. */
function payloadOf(values: object) {
  return JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(values).filter(([key]) => !notKept.has(key)))));
}

type AboutListing = AboutProperty & { id: number; manager: string | null; detail: PropertyDetail };

/** The property a form is about, as its mails name it, with the page's data it was read from. */
async function aboutProperty(id: number, locale: Locale): Promise<AboutListing | null> {
  const property = await getPropertyDetail(id, locale);
  if (!property || property.status === "WITHDRAWN") return null;
  return {
    id: property.id,
    reference: property.reference,
    title: property.title,
    url: `${config.siteUrl}${propertyPath(property, locale)}`,
    manager: property.manager?.email ?? null,
    detail: property,
  };
}

type MailKind = Parameters<typeof confirmation>[0]["kind"] & Prepared["kind"];
type Rows = Array<[string, string]>;

/**
 * The common case: a confirmation to the visitor and a copy to the agency, or to the property's or
 * project's manager. `rowsIn` describes the request in a language (both mails); `agencyRows` only the copy.
 */
async function withCopy(
  kind: MailKind,
  values: Parameters<typeof confirmation>[0]["values"] & { email: string; firstName: string; lastName: string },
  locale: Locale,
  options: {
    property?: AboutListing;
    projectId?: number;
    to?: string;
    title?: string;
    rowsIn?: (locale: Locale) => Promise<Rows>;
    agencyRows?: Rows;
  } = {},
): Promise<Prepared> {
  const { property } = options;
  const to = options.to ?? property?.manager ?? undefined;
  const name = `${values.firstName} ${values.lastName}`;
  const [mine, agency] = await Promise.all([
    confirmation({
      kind,
      locale,
      to: values.email,
      name,
      values,
      property,
      replyTo: to,
      extra: options.title ? { title: options.title } : undefined,
      extraRows: await options.rowsIn?.(locale),
    }),
    agencyCopy({
      kind,
      to,
      replyTo: values.email,
      values,
      property,
      extraRows: [...((await options.rowsIn?.(routing.defaultLocale)) ?? []), ...(options.agencyRows ?? [])],
    }),
  ]);
  return {
    kind,
    email: values.email,
    payload: payloadOf(values),
    propertyId: property?.id,
    projectId: options.projectId,
    mails: (submissionId) => [mine, agency].map((mail) => ({ ...mail, submissionId })),
  };
}

export async function sendContact(_: FormState, formData: FormData): Promise<FormState> {
  return handle(formData, contactSchema, "/feedback/site-contact", (values, locale) =>
    withCopy("CONTACT", values, locale),
  );
}

export async function sendPropertyRequest(_: FormState, formData: FormData): Promise<FormState> {
  return handle(formData, propertyRequestSchema, "/feedback/contact-me", async (values, locale) => {
    const property = await aboutProperty(values.propertyId, locale);
    if (!property) return { status: "failed", reason: "notSent" };
    return withCopy(values.request, values, locale, { property });
  });
}

export async function sendToFriend(_: FormState, formData: FormData): Promise<FormState> {
  return handle(formData, sendToFriendSchema, "/feedback/send-to-friend", async (values, locale) => {
    const property = await aboutProperty(values.propertyId, locale);
    if (!property) return { status: "failed", reason: "notSent" };
    const sender = `${values.firstName} ${values.lastName}`;
    const f = await getTranslations({ locale: routing.defaultLocale, namespace: "Forms" });
    const [friend, agency] = await Promise.all([
      confirmation({
        kind: "SEND_TO_FRIEND",
        locale,
        to: values.friendEmail,
        name: `${values.friendFirstName} ${values.friendLastName}`,
        values,
        property,
        replyTo: values.email,
        extra: { sender },
      }),
      agencyCopy({
        kind: "SEND_TO_FRIEND",
        replyTo: values.email,
        values,
        property,
        extraRows: [
          [f("labels.friendEmail"), `${values.friendFirstName} ${values.friendLastName} <${values.friendEmail}>`],
        ],
      }),
    ]);
    return {
      kind: "SEND_TO_FRIEND",
      email: values.email,
      payload: payloadOf(values),
      propertyId: values.propertyId,
      mails: (submissionId) => [friend, agency].map((mail) => ({ ...mail, submissionId })),
    };
  });
}

export async function bookVisit(_: FormState, formData: FormData): Promise<FormState> {
  return handle(formData, bookingSchema, "/feedback/contact-appointment", async (values, locale) => {
    const [property, slot] = await Promise.all([
      aboutProperty(values.propertyId, locale),
      getPrisma().appointmentSlot.findUnique({ where: { id: values.slotId } }),
    ]);
    if (!property || !slot || slot.propertyId !== values.propertyId) return { status: "failed", reason: "notSent" };
    if (slot.booked >= slot.capacity || slot.startsAt <= new Date()) return { status: "failed", reason: "full" };
    const mails = await bookingMails({ locale, values, property, slot, address: visitAddress(property.detail) });
    return {
      kind: "APPOINTMENT",
      email: values.email,
      payload: payloadOf(values),
      propertyId: values.propertyId,
      within: async (tx, submissionId) => {
        const person = {
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phone: values.phone,
          locale,
        };
        if (!(await takePlace(tx, values.slotId, person, submissionId))) throw new SlotFullError();
      },
      mails: (submissionId) => mails.map((mail) => ({ ...mail, submissionId })),
    };
  });
}

/** Where the visitor is expected: the street when it is published, else the town (the agent calls). */
function visitAddress(p: PropertyDetail): string {
  const street = [p.address.street, p.address.houseNumber].filter(Boolean).join(" ");
  return [street, `${p.zip} ${p.city}`].filter(Boolean).join(", ");
}

export async function requestDocument(_: FormState, formData: FormData): Promise<FormState> {
  return handle(formData, documentRequestSchema, "/feedback/contact-me", async (values, locale) => {
    const prisma = getPrisma();
    const [property, document] = await Promise.all([
      aboutProperty(values.propertyId, locale),
      prisma.propertyDocument.findUnique({ where: { id: values.documentId } }),
    ]);
    if (!property || !document || document.propertyId !== values.propertyId || !document.requestOnly) {
      return { status: "failed", reason: "notSent" };
    }
    // Spec §4: a repeated request for the same document is answered "already requested", not mailed again.
    const earlier = await prisma.formSubmission.findFirst({
      where: {
        kind: "DOCUMENT_REQUEST",
        email: { equals: values.email, mode: "insensitive" },
        propertyId: values.propertyId,
        payload: { path: ["documentId"], equals: values.documentId },
      },
    });
    if (earlier) {
      const t = await getTranslations({ locale, namespace: "PropertyForms" });
      return { status: "notice", text: t("alreadyRequested", { email: earlier.email }) };
    }
    const name = `${values.firstName} ${values.lastName}`;
    const [mine, agency] = await Promise.all([
      confirmation({
        kind: "DOCUMENT_REQUEST",
        locale,
        to: values.email,
        name,
        values,
        property,
        replyTo: property.manager ?? undefined,
        extra: { document: document.title },
      }),
      agencyCopy({
        kind: "DOCUMENT_REQUEST",
        to: property.manager ?? undefined,
        replyTo: values.email,
        values,
        property,
      }),
    ]);
    return {
      kind: "DOCUMENT_REQUEST",
      email: values.email,
      payload: payloadOf(values),
      propertyId: values.propertyId,
      mails: (submissionId) => [
        { ...mine, submissionId, attachments: [{ file: document.url, name: `${document.title}.pdf` }] },
        { ...agency, submissionId },
      ],
    };
  });
}

/** What a valuation or management request says about the property, in the agency's language. */
async function propertyRows(values: {
  propertyType: string;
  bedrooms?: number;
  livingArea?: number;
  condition?: string;
}): Promise<Array<[string, string]>> {
  const locale = routing.defaultLocale;
  const [v, facts, r] = await Promise.all([
    getTranslations({ locale, namespace: "Valuation" }),
    getTranslations({ locale, namespace: "Facts" }),
    getTranslations({ locale, namespace: "Requests" }),
  ]);
  return [
    [v("propertyType"), v(`types.${values.propertyType as "HOUSE"}`)],
    [v("bedrooms"), values.bedrooms === undefined ? "" : String(values.bedrooms)],
    [v("livingArea"), values.livingArea === undefined ? "" : String(values.livingArea)],
    [r("condition"), values.condition ? facts(`choices.condition.${values.condition as "NEW"}`) : ""],
  ];
}

export async function requestValuation(_: FormState, formData: FormData): Promise<FormState> {
  return handle(formData, valuationSchema, "/feedback/contact-demand", async (values, locale) =>
    withCopy("VALUATION", values, locale, { agencyRows: await propertyRows(values) }),
  );
}

export async function requestOnlineValuation(_: FormState, formData: FormData): Promise<FormState> {
  return handle(formData, onlineValuationSchema, "/feedback/contact-demand-small", async (values, locale) =>
    withCopy("ONLINE_VALUATION", values, locale, { agencyRows: await propertyRows(values) }),
  );
}

export async function requestManagement(_: FormState, formData: FormData): Promise<FormState> {
  return handle(formData, managedPropertySchema, "/feedback/contact-me", async (values, locale) =>
    withCopy("MANAGED_PROPERTY", values, locale, { agencyRows: await propertyRows(values) }),
  );
}

export async function sendProjectContact(_: FormState, formData: FormData): Promise<FormState> {
  return handle(formData, projectContactSchema, "/feedback/contact-construction", async (values, locale) => {
    const project = await getProjectDetail(values.projectId, locale);
    if (!project) return { status: "failed", reason: "notSent" };
    const title = `${project.name} (${project.number})`;
    const reference = await getTranslations({ locale: routing.defaultLocale, namespace: "Projects" });
    return withCopy("PROJECT_CONTACT", values, locale, {
      title,
      to: project.manager?.email,
      projectId: project.id,
      agencyRows: [[reference("number"), title]],
    });
  });
}

export async function subscribeNewsletter(_: FormState, formData: FormData): Promise<FormState> {
  return handle(formData, newsletterSchema, "/feedback/sign-newsletter", async (values, locale) => {
    const optIn = await prepareOptIn(values.email, locale);
    return {
      kind: "NEWSLETTER",
      email: values.email,
      payload: payloadOf(values),
      within: (tx) => recordOptIn(tx, values.email, locale, optIn.token),
      mails: (submissionId) => (optIn.mail ? [{ ...optIn.mail, submissionId }] : []),
    };
  });
}

/** The unsubscribe button of the newsletter page: the token from the mail is the only key. */
export async function leaveNewsletter(_: { done: boolean } | null, formData: FormData): Promise<{ done: boolean }> {
  const token = formData.get("token");
  return { done: typeof token === "string" && token.length > 10 && (await unsubscribe(token)) };
}

/** The demand register ("keep me informed"): a new search waits for its confirmation link; one changed from its link is saved. */
export async function registerDemand(_: FormState, formData: FormData): Promise<FormState> {
  return handle(formData, demandRegisterSchema, "/feedback/demand-register", async (values, locale) => {
    const t = await getTranslations({ locale, namespace: "StandingSearch" });
    if (values.token) {
      return (await updateSearch(values.token, values))
        ? { status: "notice", text: t("saved") }
        : { status: "notice", text: t("unknownLink") };
    }
    const token = newToken();
    const mail = await confirmationMail(values.email, `${values.firstName} ${values.lastName}`, locale, token);
    return {
      kind: "DEMAND_REGISTER",
      email: values.email,
      payload: payloadOf(values),
      within: (tx) => createSearch(tx, values, locale, token),
      mails: (submissionId) => [{ ...mail, submissionId }],
    };
  });
}

export async function stopDemand(_: { done: boolean } | null, formData: FormData): Promise<{ done: boolean }> {
  const token = formData.get("token");
  return { done: typeof token === "string" && token.length > 10 && (await stopSearch(token)) };
}

export async function sendPurchaseOffer(_: FormState, formData: FormData): Promise<FormState> {
  return handle(formData, purchaseOfferSchema, "/feedback/contact-me", async (values, locale) => {
    const property = await aboutProperty(values.propertyId, locale);
    if (!property || property.detail.goal !== 0 || property.detail.status === "SOLD") {
      return { status: "failed", reason: "notSent" };
    }
    const rowsIn = async (l: Locale): Promise<Array<[string, string]>> => {
      const o = await getTranslations({ locale: l, namespace: "PurchaseOffer" });
      const euro = (n: number) => formatEuro(n, l);
      return [
        [o("amount"), euro(values.amount)],
        [o("amountWords"), values.amountWords],
        [o("advanceLabel"), euro(Math.round(values.amount / 10))],
        [o("startDate"), formatDate(values.startDate)],
        [o("endDate"), formatDate(values.endDate)],
        [o("conditions"), values.conditions],
        [o("place"), values.place],
        [o("signDate"), values.signDate ? formatDate(values.signDate) : ""],
        [o("buyer2"), `${values.buyer2FirstName} ${values.buyer2LastName}`.trim()],
      ];
    };
    return withCopy("PURCHASE_OFFER", values, locale, { property, rowsIn });
  });
}

export async function sendJobApplication(_: FormState, formData: FormData): Promise<FormState> {
  return handle(
    formData,
    jobSchema,
    "/feedback/contact-me",
    async (values, locale, files) => {
      const m = await getTranslations({ locale: routing.defaultLocale, namespace: "Mail" });
      const cv: Array<[string, string]> = files.cv
        ? [[m("attachedFile"), `${files.cv.originalName} (${files.cv.storedName})`]]
        : [];
      return withCopy("JOB", values, locale, { agencyRows: cv });
    },
    { cv: { allowed: ["pdf", "docx"], required: true } },
  );
}

export async function sendTestimonial(_: FormState, formData: FormData): Promise<FormState> {
  return handle(
    formData,
    testimonialSchema,
    "/feedback/testing-testing",
    async (values, locale, files) => {
      const m = await getTranslations({ locale: routing.defaultLocale, namespace: "Mail" });
      const t = await getTranslations({ locale: routing.defaultLocale, namespace: "TestimonialForm" });
      const rows: Array<[string, string]> = [
        [t("name"), values.name],
        [t("aboutYou"), values.aboutYou],
        [t("website"), values.website],
        [t("opinion"), values.opinion],
        ...(files.image
          ? [[m("attachedFile"), `${files.image.originalName} (${files.image.storedName})`] as [string, string]]
          : []),
      ];
      const sender = { firstName: values.name, lastName: "", email: values.email };
      const [mine, agency] = await Promise.all([
        confirmation({ kind: "TESTIMONIAL", locale, to: values.email, name: values.name, values: sender }),
        agencyCopy({ kind: "TESTIMONIAL", replyTo: values.email, values: sender, extraRows: rows }),
      ]);
      return {
        kind: "TESTIMONIAL",
        email: values.email,
        payload: payloadOf(values),
        // Kept unapproved: the testimonials page shows only what the agency approved.
        within: async (tx, submissionId) => {
          await tx.testimonial.create({
            data: {
              name: values.name,
              website: values.website || null,
              originalLocale: locale,
              postedBy: "visitor",
              approved: false,
              submissionId,
              translations: { create: { locale, aboutYou: values.aboutYou, opinion: values.opinion } },
            },
          });
        },
        mails: (submissionId) => [mine, agency].map((mail) => ({ ...mail, submissionId })),
      };
    },
    { image: { allowed: ["jpeg", "png", "webp"], required: false } },
  );
}

export async function sendRentalApplication(_: FormState, formData: FormData): Promise<FormState> {
  return handle(
    formData,
    rentalApplicationSchema,
    "/feedback/contact-me",
    async (values, locale, files) => {
      const property = await aboutProperty(values.propertyId, locale);
      const detail = property?.detail;
      if (!property || !detail || detail.goal === 0 || detail.status !== "AVAILABLE") {
        return { status: "failed", reason: "notSent" };
      }
      const limits = rentalThresholds(detail.prices.monthlyRent ?? detail.price, detail.rooms.bedrooms);
      const rowsIn = async (l: Locale): Promise<Array<[string, string]>> => {
        const r = await getTranslations({ locale: l, namespace: "Rental" });
        const m = await getTranslations({ locale: l, namespace: "Mail" });
        const money = (n: number | undefined) => (n === undefined ? "" : formatEuro(n, l));
        return [
          [r("adults"), String(values.adults)],
          [r("children"), values.children === undefined ? "" : String(values.children)],
          [r("childrenAges"), values.childrenAges],
          [r("pets"), values.pets],
          [r("movingDate"), formatDate(values.movingDate)],
          [r("movingReason"), values.movingReason],
          [r("income1"), money(values.income1)],
          [r("income2"), money(values.income2)],
          [r("confirmIncome", { 0: String(limits.minimumIncome ?? "") }), "✔"],
          [r("confirmPersons", { 0: String(limits.maximumPersons) }), "✔"],
          [r("confirmDescription"), "✔"],
          [r("confirmPayment"), "✔"],
          ...(files.cv ? [[m("attachedFile"), files.cv.originalName] as [string, string]] : []),
        ];
      };
      return withCopy("RENTAL_APPLICATION", values, locale, { property, rowsIn });
    },
    { cv: { allowed: ["pdf", "docx"], required: false } },
  );
}

export async function requestInsurance(_: FormState, formData: FormData): Promise<FormState> {
  return handle(formData, insuranceSchema, "/feedback/contact-me", async (values, locale) => {
    const i = await getTranslations({ locale: routing.defaultLocale, namespace: "Insurance" });
    return withCopy("INSURANCE", values, locale, {
      agencyRows: [
        [i("cover"), i(`covers.${values.cover}`)],
        [i("as"), i(`roles.${values.role}`)],
      ],
    });
  });
}
