import "server-only";
import { randomBytes } from "node:crypto";
import { getTranslations } from "next-intl/server";
import { agency } from "@/lib/agency";
import { config } from "@/lib/config";
import { getPrisma } from "@/lib/db/prisma";
import type { DemandRegisterValues } from "@/lib/forms/schemas";
import { splitPlaces } from "@/lib/forms/schemas";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import { buildPath } from "@/lib/i18n/resolve";
import type { OutgoingMail } from "@/lib/mail/outbox";
import { renderMail } from "@/lib/mail/template";
import { slugify } from "@/lib/rules/slug";

// The demand register's records: a search is created unconfirmed (double opt-in), confirmed from the
// mailed link, and changed or stopped from the link every alert carries (?search=<token>).

type Parsed = Omit<DemandRegisterValues, "goal" | "categoryIds" | "regions"> & {
  goal: "0" | "1";
  categoryIds: number[];
  regions: string[];
  places: string;
};

export const manageUrl = (locale: Locale, query: string) =>
  `${config.siteUrl}${buildPath("/keep-me-informed", locale)}?${query}`;

export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/** The criteria as stored, from the validated form. */
export function criteriaData(values: Parsed) {
  const { zips, towns } = splitPlaces(values.places);
  const n = (v: unknown) => (typeof v === "number" ? v : null);
  return {
    goal: Number(values.goal),
    categoryIds: values.categoryIds,
    regions: values.regions,
    zips,
    cities: towns.map((town) => slugify(town).replace(/\/$/, "")),
    minPrice: n(values.minPrice),
    maxPrice: n(values.maxPrice),
    minBedrooms: n(values.minBedrooms),
    maxBedrooms: n(values.maxBedrooms),
    minBathrooms: n(values.minBathrooms),
    minGarages: n(values.minGarages),
    needsParking: values.needsParking === true,
    needsTerrace: values.needsTerrace === true,
    needsGarden: values.needsGarden === true,
  };
}

export async function createSearch(
  tx: Prisma.TransactionClient,
  values: Parsed,
  locale: Locale,
  token: string,
): Promise<void> {
  await tx.standingSearch.create({
    data: {
      token,
      email: values.email,
      locale,
      firstName: values.firstName,
      lastName: values.lastName,
      ...criteriaData(values),
    },
  });
}

export async function confirmationMail(
  to: string,
  name: string,
  locale: Locale,
  token: string,
): Promise<Omit<OutgoingMail, "submissionId">> {
  const [s, m] = await Promise.all([
    getTranslations({ locale, namespace: "StandingSearch" }),
    getTranslations({ locale, namespace: "Mail" }),
  ]);
  const { html, text } = renderMail({
    greeting: m("greeting", { name }),
    paragraphs: [s("confirmIntro"), s("manageLine", { url: manageUrl(locale, `search=${token}`) })],
    link: { href: manageUrl(locale, `confirm=${token}`), label: s("confirmLink") },
    signature: m("signature", { agency: agency.name }),
    footer: m("footer", { site: new URL(config.siteUrl).host }),
  });
  return { to, locale, subject: s("confirmSubject"), html, text };
}

export async function findSearch(token: string, prisma: PrismaClient = getPrisma()) {
  return token ? prisma.standingSearch.findUnique({ where: { token } }) : null;
}

export async function confirmSearch(token: string, prisma: PrismaClient = getPrisma()): Promise<boolean> {
  const { count } = await prisma.standingSearch.updateMany({
    where: { token, stoppedAt: null },
    data: { confirmedAt: new Date() },
  });
  return count > 0;
}

export async function updateSearch(
  token: string,
  values: Parsed,
  prisma: PrismaClient = getPrisma(),
): Promise<boolean> {
  const { count } = await prisma.standingSearch.updateMany({
    where: { token, stoppedAt: null },
    data: { firstName: values.firstName, lastName: values.lastName, ...criteriaData(values) },
  });
  return count > 0;
}

export async function stopSearch(token: string, prisma: PrismaClient = getPrisma()): Promise<boolean> {
  const { count } = await prisma.standingSearch.updateMany({
    where: { token, stoppedAt: null },
    data: { stoppedAt: new Date() },
  });
  return count > 0;
}
