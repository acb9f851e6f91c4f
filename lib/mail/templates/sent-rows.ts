import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { titleWord } from "@/lib/forms/fields";
import { formatPhone } from "@/lib/rules";
import type { Rows } from "./frame";

/** What a visitor sends about themselves, in any form. */
export interface SentValues {
  title?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  street?: string;
  houseNumber?: string;
  zip?: string;
  city?: string;
  remark?: string;
  contactSlots?: string[];
  newsletter?: boolean;
  goal?: string;
}

/** What the visitor sent, as label and value rows in `locale` (empty values are left out when drawn). */
export async function sentRows(values: SentValues, locale: Locale): Promise<Rows> {
  const [f, facts] = await Promise.all([
    getTranslations({ locale, namespace: "Forms" }),
    getTranslations({ locale, namespace: "Facts" }),
  ]);
  const title = titleWord(values.title);
  const name = [title ? f(`titles.${title}`) : "", values.firstName, values.lastName].filter(Boolean).join(" ");
  const street = [values.street, values.houseNumber].filter(Boolean).join(" ");
  const town = [values.zip, values.city].filter(Boolean).join(" ");
  const rows: Rows = [
    [f("labels.lastName"), name],
    [f("labels.email"), values.email ?? ""],
    [f("labels.phone"), values.phone ? formatPhone(values.phone) : ""],
    [f("labels.street"), [street, town].filter(Boolean).join(", ")],
    [f("labels.contactSlots"), (values.contactSlots ?? []).map((s) => f(`slots.${s as "10-13"}`)).join(", ")],
    [f("labels.goal"), values.goal ? f(`goals.${values.goal as "SELL"}`) : ""],
    [f("labels.remark"), values.remark ?? ""],
  ];
  if (values.newsletter !== undefined) {
    rows.push([f("labels.newsletter"), values.newsletter ? facts("yes") : facts("no")]);
  }
  return rows;
}
