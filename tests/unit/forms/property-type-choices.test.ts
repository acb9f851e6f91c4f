import { NextIntlClientProvider } from "next-intl";
import { createElement as h, type ComponentProps, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { FormMethodsProvider } from "@/components/forms/form-context";
import { groupCategories, PropertyTypeChoices } from "@/components/forms/property-type-choices";
import nl from "@/messages/nl.json";

// The demand register's types: a fieldset per category, so "Kantoor" can never read as a kind of
// "Residentieel" however the groups flow into columns (issue 24).

const categories = [
  { id: 1, name: "Residentieel", depth: 0 },
  { id: 11, name: "Woning", depth: 1 },
  { id: 13, name: "Appartement", depth: 1 },
  { id: 2, name: "Kantoren", depth: 0 },
  { id: 21, name: "Kantoor", depth: 1 },
  { id: 5, name: "Andere", depth: 0 },
];

function Form({ children }: { children: ReactNode }) {
  return h(FormMethodsProvider, { methods: useForm(), children });
}

const html = renderToStaticMarkup(
  h(
    NextIntlClientProvider,
    { locale: "nl", timeZone: "Europe/Brussels", messages: nl } as ComponentProps<typeof NextIntlClientProvider>,
    h(Form, null, h(PropertyTypeChoices, { categories })),
  ),
);

/** Each inner fieldset: its legend and the labels of its boxes. */
const groups = [...html.matchAll(/<fieldset[^>]*><legend[^>]*>([^<]+)<\/legend>(.*?)<\/fieldset>/g)].map(
  ([, legend, body]) => ({ legend, boxes: [...body!.matchAll(/\/>([^<]+)<\/label>/g)].map(([, text]) => text) }),
);

describe("the demand register's property types", () => {
  it("groups the types under their category", () => {
    expect(groupCategories(categories).map((g) => [g.category.name, g.types.map((t) => t.name)])).toEqual([
      ["Residentieel", ["Woning", "Appartement"]],
      ["Kantoren", ["Kantoor"]],
      ["Andere", []],
    ]);
  });

  it("draws a fieldset per category, its legend the category, its boxes all of it and its types", () => {
    expect(groups).toEqual([
      { legend: "Residentieel", boxes: ["Alle types", "Woning", "Appartement"] },
      { legend: "Kantoren", boxes: ["Alle types", "Kantoor"] },
    ]);
    // A category without types of its own is one box, inside the field's own fieldset.
    expect(html).toMatch(/<legend[^>]*>Types pand<span aria-hidden="true"> \*<\/span><\/legend>/);
    expect(html).toMatch(/value="5"[^>]*\/>Andere<\/label>/);
  });

  it("gives every category and type a box of the one field", () => {
    const values = [...html.matchAll(/<input[^>]*name="categoryIds"[^>]*value="(\d+)"/g)].map(([, v]) => Number(v));
    expect(values).toEqual(categories.map((c) => c.id));
  });
});
