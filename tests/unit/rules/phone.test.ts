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
  it("dials a Belgian number written the national way with its country code, from any country", () => {
    expect(telHref("0475 12.34/56")).toBe("tel:+32475123456");
    expect(telHref("02 640 12 34")).toBe("tel:+3226401234");
    expect(telHref("026401234")).toBe("tel:+3226401234");
  });

  it("keeps the country code of a number written with + or 00", () => {
    expect(telHref("+32 475 12 34 56")).toBe("tel:+32475123456");
    expect(telHref(" +352 26 12 34")).toBe("tel:+352261234");
    expect(telHref("0031 20 123 45 67")).toBe("tel:+31201234567");
  });

  it("dials anything else as its digits", () => {
    expect(telHref("112")).toBe("tel:112");
    expect(telHref("1 0 0")).toBe("tel:100");
  });
});
