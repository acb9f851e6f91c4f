import { NextIntlClientProvider } from "next-intl";
import { createElement as h, type ComponentProps, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ChoiceGroup } from "@/components/forms/choice-fields";
import { PersonFields } from "@/components/forms/contact-person";
import { FormMethodsProvider } from "@/components/forms/form-context";
import { ErrorSummary, FieldDirectoryContext, type FieldDirectory } from "@/components/forms/error-summary";
import { PrivacyField } from "@/components/forms/privacy-field";
import type { ErrorKey } from "@/lib/forms/fields";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

// The summary of a form's errors as the server draws it (a form sent without JavaScript): above the button,
// it names each field in error by its label and links to the control that field's label is for.

const messages = { en, fr };

function Form({ children }: { children: ReactNode }) {
  return h(FormMethodsProvider, { methods: useForm(), children });
}

function render(locale: keyof typeof messages, fields: ReactNode, errors: Record<string, ErrorKey>) {
  const directory: FieldDirectory = new Map();
  const html = renderToStaticMarkup(
    h(
      NextIntlClientProvider,
      { locale, timeZone: "Europe/Brussels", messages: messages[locale] } as ComponentProps<
        typeof NextIntlClientProvider
      >,
      h(
        FieldDirectoryContext,
        { value: directory },
        h(Form, null, fields, h(ErrorSummary, { id: "summary", errors, directory, onFollow: () => {} })),
      ),
    ),
  );
  const summary = html.slice(html.indexOf('<div id="summary"'));
  const links = [...summary.matchAll(/<a href="#([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, target, text]) => ({
    target: target!,
    text,
    // A control of the form carries the id the link goes to.
    control: new RegExp(`<(input|select|textarea)[^>]* id="${target}"|<(input|select|textarea) id="${target}"`).test(
      html,
    ),
  }));
  return { html, summary, links };
}

describe("the summary of errors", () => {
  it("names each field in error by its label, in the form's order, each a link to its control", () => {
    const { summary, links } = render(
      "en",
      [h(PersonFields, { key: "p", phone: "required" }), h(PrivacyField, { key: "c" })],
      {
        privacy: "privacy",
        phone: "phone",
        title: "title",
      },
    );
    expect(summary).toContain('role="alert"');
    expect(summary).toContain("Please check these 3 fields:");
    expect(summary).not.toContain("marked in red");
    expect(links.map((l) => l.text)).toEqual([
      "Title",
      "Phone number",
      "I have read and agree to the privacy statement",
    ]);
    for (const link of links) expect(link.control, link.text).toBe(true);
  });

  it("links a group of choices to its first box, and speaks the page's language", () => {
    const { html, summary, links } = render(
      "fr",
      h(ChoiceGroup, {
        name: "goal",
        legend: "Objectif",
        options: [
          ["SELL", "Vendre"],
          ["RENT_OUT", "Louer"],
        ],
      }),
      { goal: "goal" },
    );
    expect(summary).toContain("Veuillez vérifier ce champ\u00A0:");
    expect(links).toHaveLength(1);
    expect(links[0]!.text).toBe("Objectif");
    expect(html).toMatch(new RegExp(`<input id="${links[0]!.target}"[^>]* value="SELL"`));
  });

  it("shows the message of an error no field owns, without a link", () => {
    const { summary, links } = render("en", null, { propertyId: "required" });
    expect(links).toEqual([]);
    expect(summary).toContain("This field is required");
  });
});
