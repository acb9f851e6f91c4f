import { describe, expect, it } from "vitest";
import { editAmount, groupSeparator, plainAmount } from "@/lib/forms/amount";
import { demandRegisterSchema, purchaseOfferSchema, rentalApplicationSchema } from "@/lib/forms/schemas";

// Amounts typed into the forms (a budget, an offer, an income) show in groups of three as they are typed,
// the Belgian way of each language, and reach the server as plain numbers.

describe("the group separator of a Belgian page", () => {
  it.each([
    ["nl", "."],
    ["de", "."],
    ["en", "."],
    ["fr", "\u202f"],
  ])("%s groups with %j", (locale, separator) => expect(groupSeparator(locale)).toBe(separator));
});

describe("editing an amount", () => {
  const type = (previous: string, typed: string, caret: number, inputType = "insertText") =>
    editAmount({ previous, typed, caret, inputType }, ".");

  it("groups the digits as they come", () => {
    expect(type("45.000", "450.000", 3)).toEqual({ value: "450.000", caret: 3 });
    expect(type("450.000", "4500.000", 4)).toEqual({ value: "4.500.000", caret: 5 });
    expect(type("", "1234567", 7)).toEqual({ value: "1.234.567", caret: 9 });
  });

  it("keeps the caret after the same digits when a digit is typed in the middle", () => {
    // "12|3.456" + "9" → "129|3.456" → "1.293.456", caret after "1.29".
    expect(type("123.456", "1293.456", 3)).toEqual({ value: "1.293.456", caret: 4 });
  });

  it("deletes the digit beside a separator the visitor deleted, instead of putting it back", () => {
    // "1.|234" Backspace removes the ".": the "1" goes.
    expect(type("1.234", "1234", 1, "deleteContentBackward")).toEqual({ value: "234", caret: 0 });
    // "1|.234" Delete removes the ".": the "2" goes.
    expect(type("1.234", "1234", 1, "deleteContentForward")).toEqual({ value: "134", caret: 1 });
    // A digit deleted is only that digit.
    expect(type("1.234", "1.34", 2, "deleteContentBackward")).toEqual({ value: "134", caret: 1 });
  });

  it("drops what is not a digit and the zeros in front", () => {
    expect(type("", "€ 450.000,-", 11, "insertFromPaste")).toEqual({ value: "450.000", caret: 7 });
    expect(type("", "00450000", 8)).toEqual({ value: "450.000", caret: 7 });
    expect(type("", "0", 1)).toEqual({ value: "0", caret: 1 });
    expect(type("", "abc", 3)).toEqual({ value: "", caret: 0 });
  });

  it("groups with a narrow space in French", () => {
    expect(editAmount({ previous: "", typed: "450000", caret: 6 }, groupSeparator("fr")).value).toBe("450\u202f000");
  });
});

describe("an amount as the server reads it", () => {
  it.each([
    ["450000", "450000"],
    ["450.000", "450000"],
    ["450 000", "450000"],
    ["450\u202f000", "450000"],
    ["1.250.000", "1250000"],
    ["450,000", "450000"],
    // Not whole groups of three: left as typed, so it is refused rather than read as another number.
    ["1.5", "1.5"],
    ["45.00", "45.00"],
  ])("%j is %j", (typed, read) => expect(plainAmount(typed)).toBe(read));

  it("takes a budget, an offer and an income typed in groups", () => {
    const search = demandRegisterSchema.safeParse({
      goal: "0",
      categoryIds: ["11"],
      regions: ["flanders"],
      minPrice: "250.000",
      maxPrice: "450\u202f000",
      title: "MR",
      firstName: "Jan",
      lastName: "Peeters",
      email: "jan@example.be",
      privacy: "on",
    });
    expect(search.success && [search.data.minPrice, search.data.maxPrice]).toEqual([250000, 450000]);
    const offer = purchaseOfferSchema.shape.amount.safeParse("325.000");
    expect(offer.data).toBe(325000);
    expect(purchaseOfferSchema.shape.amount.safeParse("325.5").success).toBe(false);
    expect(rentalApplicationSchema.shape.income1.safeParse("3.250").data).toBe(3250);
  });
});
