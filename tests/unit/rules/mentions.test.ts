import { describe, expect, it } from "vitest";
import { ERASED, mentionsIn, namesAddress, withoutAddress, withoutMentions } from "@/lib/rules/mentions";

// An address inside someone else's text: found whole and however it was typed, and replaced alone.

const key = "anne.dupont@example.be";

describe("namesAddress", () => {
  it.each([
    ["anne.dupont@example.be", true],
    ["Write to ANNE.Dupont@Example.BE.", true],
    ['<a href="mailto:anne.dupont@example.be">', true],
    ["ａｎｎｅ.dupont@example.be", true],
    ["(anne.dupont@example.be)", true],
    ["joanne.dupont@example.be", false],
    ["anne.dupont@example.be.com", false],
    ["anne.dupont@example.bes", false],
    ["x.anne.dupont@example.be", false],
    ["anne-dupont@example.be", false],
    ["", false],
  ])("%j -> %j", (text, expected) => {
    expect(namesAddress(text, key)).toBe(expected);
  });

  it("reads the address's dots as dots, never as any letter", () => {
    expect(namesAddress("anneXdupont@exampleXbe", key)).toBe(false);
  });
});

describe("withoutAddress", () => {
  it("replaces each naming of the address and keeps the rest of the text", () => {
    expect(withoutAddress("Ami : Anne.Dupont@example.be, et anne.dupont@example.be.", key)).toBe(
      `Ami : ${ERASED}, et ${ERASED}.`,
    );
    expect(withoutAddress("Pour joanne.dupont@example.be", key)).toBe("Pour joanne.dupont@example.be");
  });
});

describe("mentionsIn and withoutMentions", () => {
  const payload = {
    firstName: "Bert",
    friendEmail: "ANNE.dupont@example.be",
    rows: [
      ["Ami", "anne.dupont@example.be"],
      ["Prix", 300000],
    ],
    note: null,
  };

  it("names the paths of the strings that hold the address", () => {
    expect(mentionsIn(payload, key)).toEqual(["friendEmail", "rows.0.1"]);
    expect(mentionsIn({ firstName: "Bert" }, key)).toEqual([]);
  });

  it("erases the address from every string and changes nothing else", () => {
    expect(withoutMentions(payload, key)).toEqual({
      firstName: "Bert",
      friendEmail: ERASED,
      rows: [
        ["Ami", ERASED],
        ["Prix", 300000],
      ],
      note: null,
    });
  });
});
