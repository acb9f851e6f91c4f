import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LINK_PURPOSES, type LinkState } from "@/lib/domain/mailed-link";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

// The page part of every mailed link, in the four languages: a button while the link is open, and a
// sentence (never a message key) for each other state.

vi.mock("@/lib/forms/actions/mailed-link", () => ({ followMailedLink: async () => "done" }));
vi.mock("@/lib/forms/actions/renew-search-link", () => ({ renewSearchLink: async () => "sent" }));
const { MailedLink } = await import("@/components/forms/mailed-link");

const messages = { en, nl, fr, de } as const;
type Locale = keyof typeof messages;
const locales = Object.keys(messages) as Locale[];
const states: LinkState[] = ["open", "done", "expired", "unknown"];

const render = (locale: Locale, purpose: (typeof LINK_PURPOSES)[number], state: LinkState) =>
  renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      { locale, timeZone: "Europe/Brussels", messages: messages[locale] } as ComponentProps<
        typeof NextIntlClientProvider
      >,
      createElement(MailedLink, { link: { purpose, token: "tok_123", state, email: "lea@example.be" } }),
    ),
  );

describe("a mailed link's page", () => {
  const cases = locales.flatMap((locale) =>
    LINK_PURPOSES.flatMap((purpose) => states.map((state) => [locale, purpose, state] as const)),
  );

  it.each(cases)("%s %s %s: a sentence of its own language", (locale, purpose, state) => {
    const html = render(locale, purpose, state);
    expect(html).not.toMatch(/(Newsletter|StandingSearch|Watch)\.\w+/);
    if (purpose === "MANAGE_SEARCH" && state === "expired") {
      // An expired search link offers a fresh one by mail, and never shows the address it goes to.
      expect(html).toContain("<button");
      expect(html).toContain('name="token" value="tok_123"');
      expect(html).toContain(messages[locale].StandingSearch.renewLink.replace("'", "&#x27;"));
      expect(html).not.toContain("lea@example.be");
    } else if (state === "open") {
      expect(html).toContain("<button");
      expect(html).toContain('name="token" value="tok_123"');
      expect(html).toContain(`name="purpose" value="${purpose}"`);
      expect(html).toContain("lea@example.be");
      expect(html).not.toContain('role="status"');
    } else {
      expect(html).toContain('role="status"');
      expect(html).not.toContain("<button");
    }
  });

  it("says how long a confirmation link lasted, and what to do", () => {
    expect(render("en", "CONFIRM_NEWSLETTER", "expired")).toContain(
      "This confirmation link has expired (it works for 7 days). Subscribe again below",
    );
    expect(render("nl", "CONFIRM_SEARCH", "expired")).toContain(
      "Deze bevestigingslink is verlopen (hij werkt 7 dagen)",
    );
    expect(render("fr", "CONFIRM_NEWSLETTER", "expired")).toContain(
      "Ce lien de confirmation a expiré (il est valable 7 jours)",
    );
    expect(render("de", "CONFIRM_SEARCH", "expired")).toContain(
      "Dieser Bestätigungslink ist abgelaufen (er gilt 7 Tage)",
    );
  });
});
