import { describe, expect, it } from "vitest";
import { numberInWords } from "@/lib/rules/amount-words";

describe("numberInWords", () => {
  it.each([
    [0, "zero", "nul", "zéro", "null"],
    [1, "one", "een", "un", "eins"],
    [16, "sixteen", "zestien", "seize", "sechzehn"],
    [21, "twenty-one", "eenentwintig", "vingt et un", "einundzwanzig"],
    [22, "twenty-two", "tweeëntwintig", "vingt-deux", "zweiundzwanzig"],
    [70, "seventy", "zeventig", "septante", "siebzig"],
    [71, "seventy-one", "eenenzeventig", "septante et un", "einundsiebzig"],
    [80, "eighty", "tachtig", "quatre-vingts", "achtzig"],
    [81, "eighty-one", "eenentachtig", "quatre-vingt-un", "einundachtzig"],
    [91, "ninety-one", "eenennegentig", "nonante et un", "einundneunzig"],
    [100, "one hundred", "honderd", "cent", "einhundert"],
    [101, "one hundred one", "honderdeen", "cent un", "einhunderteins"],
    [200, "two hundred", "tweehonderd", "deux cents", "zweihundert"],
    [230, "two hundred thirty", "tweehonderddertig", "deux cent trente", "zweihundertdreißig"],
    [1000, "one thousand", "duizend", "mille", "eintausend"],
    [1001, "one thousand one", "duizendeen", "mille un", "eintausendeins"],
    [80_000, "eighty thousand", "tachtigduizend", "quatre-vingt mille", "achtzigtausend"],
    [200_000, "two hundred thousand", "tweehonderdduizend", "deux cent mille", "zweihunderttausend"],
    [
      325_000,
      "three hundred twenty-five thousand",
      "driehonderdvijfentwintigduizend",
      "trois cent vingt-cinq mille",
      "dreihundertfünfundzwanzigtausend",
    ],
    [
      465_750,
      "four hundred sixty-five thousand seven hundred fifty",
      "vierhonderdvijfenzestigduizendzevenhonderdvijftig",
      "quatre cent soixante-cinq mille sept cent cinquante",
      "vierhundertfünfundsechzigtausendsiebenhundertfünfzig",
    ],
    [1_000_000, "one million", "een miljoen", "un million", "eine Million"],
    [
      2_500_000,
      "two million five hundred thousand",
      "twee miljoen vijfhonderdduizend",
      "deux millions cinq cent mille",
      "zwei Millionen fünfhunderttausend",
    ],
    [200_000_000, "two hundred million", "tweehonderd miljoen", "deux cents millions", "zweihundert Millionen"],
    [1_000_000_000, "one billion", "een miljard", "un milliard", "eine Milliarde"],
  ])("%i", (n, en, nl, fr, de) => {
    expect(numberInWords(n, "en")).toBe(en);
    expect(numberInWords(n, "nl")).toBe(nl);
    expect(numberInWords(n, "fr")).toBe(fr);
    expect(numberInWords(n, "de")).toBe(de);
  });

  it("refuses what it cannot write: fractions, negatives, more than a billion", () => {
    for (const n of [1.5, -1, 1_000_000_001, Number.NaN]) expect(() => numberInWords(n, "fr")).toThrow(RangeError);
  });
});
