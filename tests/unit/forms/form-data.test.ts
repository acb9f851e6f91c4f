import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formValues, listFields } from "@/lib/forms/form-data";
import { contactSchema, demandRegisterSchema, newsletterSchema } from "@/lib/forms/schemas";

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
