import { createTranslator, NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormNotices } from "@/components/forms/form-notices";
import type { FailReason } from "@/lib/forms/state";
import { formatLongDate, formatTime } from "@/lib/rules/date";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

const messages = { en, nl, fr, de } as const;
type Locale = keyof typeof messages;
const locales = Object.keys(messages) as Locale[];

describe("form messages", () => {
  it.each(locales)("%s links the privacy statement inside the consent sentence", (locale) => {
    const t = createTranslator({ locale, messages: messages[locale], namespace: "Forms.labels" });
    const label = t.rich("privacy", { link: (chunks) => `[${String(chunks)}]` });
    const sentence = (Array.isArray(label) ? label : [label]).join("");
    expect(sentence).toMatch(/^[^[\]]+ \[[^[\]]+\]( [^[\]]+)?$/);
    expect(sentence.toLowerCase()).toMatch(
      /\[(privacy statement|privacyverklaring|déclaration de confidentialité|datenschutzerklärung)\]/,
    );
  });

  // Every reason a form can be refused for, checked by the compiler against FailReason.
  const reasons = Object.keys({
    notSent: true,
    rateLimited: true,
    dailyLimit: true,
    full: true,
    alreadyBooked: true,
    noAddress: true,
  } satisfies Record<FailReason, true>) as FailReason[];

  it.each(locales)("%s explains each reason a form was refused for in words of its own", (locale) => {
    const shown = reasons.map((reason) =>
      renderToStaticMarkup(
        createElement(
          NextIntlClientProvider,
          { locale, timeZone: "Europe/Brussels", messages: messages[locale] } as ComponentProps<
            typeof NextIntlClientProvider
          >,
          createElement(FormNotices, { state: { status: "failed", reason } }),
        ),
      ),
    );
    expect(new Set(shown).size).toBe(reasons.length);
    for (const [n, html] of shown.entries()) {
      expect(html).toMatch(/^<p role="alert"[^>]*>[^<]{10,}<\/p>$/);
      expect(html).not.toContain(`>${reasons[n]}<`);
      expect(html).not.toContain("Forms.");
    }
  });

  it("count the calendar's free places with plurals", () => {
    const places = (locale: Locale, count: number) =>
      createTranslator({ locale, messages: messages[locale], namespace: "Appointments" })("places", { count });
    expect(places("en", 1)).toBe("1 free place");
    expect(places("en", 2)).toBe("2 free places");
    expect(places("nl", 1)).toBe("1 vrije plaats");
    expect(places("fr", 2)).toBe("2 places libres");
    expect(places("de", 1)).toBe("1 freier Platz");
  });

  it("put the step's number, count and title in the step heading", () => {
    const t = createTranslator({ locale: "fr", messages: fr, namespace: "Forms" });
    expect(t("step", { n: 2, total: 3, title: "Vous" })).toBe("Étape 2 sur 3\u00A0: Vous");
  });
});

describe("the visit calendar's dates", () => {
  // What the calendar writes for a time: its day as an appointment's (formatLongDate) and its hour.
  const render = (locale: Locale, iso: string) =>
    `${formatLongDate(iso, locale, { weekday: true, year: false })} | ${formatTime(iso)}`;

  it("read the Belgian way in the agency's time zone, on a 24-hour clock in English too", () => {
    expect(render("en", "2026-11-23T13:00:00Z")).toBe("Monday, 23 November | 14:00");
    expect(render("nl", "2026-07-06T07:30:00Z")).toBe("maandag 6 juli | 09:30");
    expect(render("fr", "2026-11-23T13:00:00Z")).toBe("lundi 23 novembre | 14:00");
    expect(render("de", "2026-12-01T08:00:00Z")).toBe("Dienstag, 1. Dezember | 09:00");
  });
});
