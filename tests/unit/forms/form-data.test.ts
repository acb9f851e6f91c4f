import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formValues, listFields, typedText } from "@/lib/forms/form-data";
import * as schemas from "@/lib/forms/schemas";
import { contactSchema, demandRegisterSchema, newsletterSchema } from "@/lib/forms/schemas";
import { hostilePart, hostileText, propertyRuns } from "@/tests/support/hostile";

// Which fields of a FormData are lists comes from the form's schema, not from a list of names.

function form(entries: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("form values from the schema", () => {
  it("finds the list fields under defaults, optionals and preprocessing", () => {
    expect([...listFields(contactSchema)]).toEqual(["contactSlots"]);
    expect([...listFields(demandRegisterSchema)].sort()).toEqual(["categoryIds", "regions"]);
    expect([...listFields(newsletterSchema)]).toEqual([]);
    const own = z.object({ tags: z.array(z.string()).optional(), name: z.string().default("") });
    expect([...listFields(own)]).toEqual(["tags"]);
  });

  it("reads one ticked box of a list as a list, other fields as one string, and skips Next's own fields", () => {
    const lists = listFields(demandRegisterSchema);
    const values = formValues(
      form([
        ["$ACTION_ID_1", ""],
        ["categoryIds", "11"],
        ["regions", "flanders"],
        ["regions", "brussels"],
        ["email", "a@example.be"],
        ["email", "b@example.be"],
      ]),
      lists,
    );
    expect(values).toEqual({ categoryIds: ["11"], regions: ["flanders", "brussels"], email: "a@example.be" });
  });
});

describe("hostile form data", () => {
  it("drops control characters and lone surrogates, and keeps tabs, line breaks and everything else", () => {
    expect(typedText("Ma\u0000rie\u0007 \u009bLam\ud800bert")).toBe("Marie Lambert");
    expect(typedText("one\r\ntwo\tthree 🏠 é")).toBe("one\r\ntwo\tthree 🏠 é");
    const values = formValues(
      form([
        ["remark", "a\u0000b"],
        ["regions", "x\u001by"],
      ]),
      new Set(["regions"]),
    );
    expect(values).toEqual({ remark: "ab", regions: ["xy"] });
  });

  const formSchemas = Object.entries(schemas as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodObject] => entry[1] instanceof z.ZodObject,
  );

  it.each(formSchemas)("%s: any hostile FormData is read and refused or accepted, never thrown on", (_, schema) => {
    const names = [...Object.keys(schema.shape), "unexpected"];
    const part = fc.oneof(
      hostilePart,
      hostileText.map((value) => ({ kind: "text" as const, value })),
    );
    const property = fc.property(fc.array(fc.tuple(fc.constantFrom(...names), part), { maxLength: 12 }), (entries) => {
      const data = new FormData();
      for (const [name, value] of entries) {
        if (value.kind === "file")
          data.append(name, new File([new Uint8Array(value.value)], value.name, { type: value.type }));
        else data.append(name, value.kind === "text" ? value.value : value.value.toString("latin1"));
      }
      const values = formValues(data, listFields(schema));
      for (const value of Object.values(values).flat()) expect(value).toBe(typedText(value));
      schema.safeParse(values);
    });
    fc.assert(property, propertyRuns(100));
  });
});
