import { describe, expect, it } from "vitest";
import { pickMessages } from "@/lib/i18n/client-messages";

const messages = {
  Gallery: { open: "Open", all: "All {count}" },
  Facts: { choices: { condition: { NEW: "New", GOOD: "Good" }, heating: { GAS: "Gas" } }, title: "Facts" },
  Property: { share: "Share", print: "Print", description: "Description" },
};

describe("pickMessages: a client subtree gets only what it uses", () => {
  it("takes whole namespaces", () => {
    expect(pickMessages(messages, ["Gallery"])).toEqual({ Gallery: messages.Gallery });
  });

  it("takes a part of a namespace, keeping its place in the tree", () => {
    expect(pickMessages(messages, ["Facts.choices.condition"])).toEqual({
      Facts: { choices: { condition: { NEW: "New", GOOD: "Good" } } },
    });
  });

  it("merges single keys of one namespace and ignores paths that do not exist", () => {
    expect(pickMessages(messages, ["Property.share", "Property.print", "Property.nothing", "Nowhere"])).toEqual({
      Property: { share: "Share", print: "Print" },
    });
  });
});
