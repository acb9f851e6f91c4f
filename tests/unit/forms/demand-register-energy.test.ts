import { describe, expect, it } from "vitest";
import { demandRegisterSchema } from "@/lib/forms/schemas";
import { criteriaOf } from "@/lib/standing-search/register";

// The demand register offers the list's EPC range and price per m² range (issue 25); empty means "any".
const base = {
  goal: "0",
  categoryIds: ["11"],
  regions: ["flanders"],
  title: "MR",
  firstName: "Jan",
  lastName: "Peeters",
  email: "jan@example.be",
  privacy: "on",
};

describe("the demand register's energy and price per m² fields", () => {
  it("reads an EPC range and a price per m² range, typed in groups, into the search's criteria", () => {
    const parsed = demandRegisterSchema.parse({
      ...base,
      epcMin: "a_plus",
      epcMax: "c",
      minPricePerM2: "2.000",
      maxPricePerM2: "3\u202f500",
    });
    expect(criteriaOf(parsed)).toMatchObject({
      epcMin: "a_plus",
      epcMax: "c",
      minPricePerM2: 2000,
      maxPricePerM2: 3500,
    });
  });

  it("takes the empty fields of a sent form as no range", () => {
    const parsed = demandRegisterSchema.parse({
      ...base,
      epcMin: "",
      epcMax: "",
      minPricePerM2: "",
      maxPricePerM2: "",
    });
    const criteria = criteriaOf(parsed);
    expect([criteria.epcMin, criteria.epcMax, criteria.minPricePerM2, criteria.maxPricePerM2]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it.each([
    ["epcMin", "a+"],
    ["epcMax", "h"],
    ["minPricePerM2", "-5"],
    ["maxPricePerM2", "abc"],
  ])("refuses %s=%j with a message on that field", (field, value) => {
    const result = demandRegisterSchema.safeParse({ ...base, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toContain(field);
  });
});
