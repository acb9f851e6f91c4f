import { describe, expect, it } from "vitest";
import { normaliseIdentifier } from "../../../lib/rules";

describe("normaliseIdentifier", () => {
  it.each([
    ["owner.dupont", "owner.dupont"],
    ["OWNER.DUPONT", "owner.dupont"],
    ["  owner.dupont ", "owner.dupont"],
    ["\u00a0owner.dupont\u3000", "owner.dupont"],
    ["ｏｗｎｅｒ．ｄｕｐｏｎｔ", "owner.dupont"],
    ["Anne.Dupont@Owner.Example", "anne.dupont@owner.example"],
    ["ﬁne@example.be", "fine@example.be"],
    ["Élise", "élise"],
    // Wildcards of a LIKE pattern are plain characters here.
    ["OWNER.DUP_NT", "owner.dup_nt"],
    ["%", "%"],
    ["a\\b", "a\\b"],
  ])("%j -> %j", (text, expected) => {
    expect(normaliseIdentifier(text)).toBe(expected);
  });
});
