import { locales } from "@/lib/i18n/locales";
import type { Localized } from "./data/types";

const DAY = 24 * 60 * 60 * 1000;

export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/** A text in four languages as one row per language. */
export const perLocale = <T>(value: Localized<T>) => locales.map((locale) => ({ locale, value: value[locale] }));
