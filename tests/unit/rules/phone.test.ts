import { describe, it, expect } from "vitest";
import { formatPhone, telHref } from "../../../lib/rules";

describe("formatPhone", () => {
  it.each([
    ["0475123456", "0475 12 34 56"],
    ["0475 12 34 56", "0475 12 34 56"],
    ["0475.12.34.56", "0475 12 34 56"],
    ["0475/12.34.56", "0475 12 34 56"],
    ["026401234", "026 40 12 34"],
    ["02 640 12 34", "026 40 12 34"],
    ["02.640.12.34", "026 40 12 34"],
    ["+32 2 640 12 34", "3226 40 12 34"],
    ["+32 475 12 34 56", "+32 475 12 34 56"],
    ["02640123", "02640123"],
    ["04751234567", "04751234567"],
    ["0032 475 12 34 56", "0032 475 12 34 56"],
    ["", ""],
    ["n/a", "n/a"],
  ])("%j -> %j", (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});

describe("telHref", () => {
  it("dials the number's digits, whatever separates them", () => {
    expect(telHref("0475 12.34/56")).toBe("tel:0475123456");
    expect(telHref("02 640 12 34")).toBe("tel:026401234");
  });
});
