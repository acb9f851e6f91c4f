import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { maxProblems, parseStatbelCsv, statbelColumns } from "@/lib/rules/statbel-csv";

// The Statbel file is checked whole before anything is loaded: what staff would be told for each kind of
// mistake, and the shipped file read as the pages will show it.

const header = statbelColumns.join(",");
const ixelles2024 =
  "21009,IXELLES,ELSENE,2024,66,860000,650000,1250000,55,850000,640000,1200000,,,,,957,340000,235000,451000";
const ixelles2023 =
  "21009,IXELLES,ELSENE,2023,70,840000,640000,1200000,60,820000,630000,1150000,10,,,,1001,335000,230000,445000";

const problemsOf = (text: string) => {
  const parsed = parseStatbelCsv(text);
  if (parsed.ok) throw new Error("the file was accepted");
  return parsed.problems;
};

describe("reading Statbel's file", () => {
  it("reads each kind of dwelling's figures, empty cells as not published", () => {
    const parsed = parseStatbelCsv(`${header}\n${ixelles2023}\n${ixelles2024}\n`);
    expect(parsed.ok && parsed.file).toMatchObject({ municipalities: 1, firstYear: 2023, lastYear: 2024 });
    const row = parsed.ok ? parsed.file.rows[1]! : null;
    expect(row).toMatchObject({ nisCode: "21009", nameFr: "IXELLES", nameNl: "ELSENE", year: 2024 });
    expect(row?.figures.APARTMENTS).toEqual({ sales: 957, median: 340000, q1: 235000, q3: 451000 });
    expect(row?.figures.HOUSES_OPEN).toEqual({ sales: null, median: null, q1: null, q3: null });
  });

  it("takes a byte-order mark, CRLF line ends and quoted fields", () => {
    const quoted = ixelles2024.replace("IXELLES,ELSENE", '"IXELLES","ELSENE"').replace(",957,", ',"957",');
    const parsed = parseStatbelCsv(`\uFEFF${header}\r\n${quoted}\r\n`);
    expect(parsed.ok && parsed.file.rows[0]?.figures.APARTMENTS.sales).toBe(957);
    const comma = ixelles2024.replace("IXELLES", '"BRUXELLES, VILLE ""X"""');
    const named = parseStatbelCsv(`${header}\n${comma}`);
    expect(named.ok && named.file.rows[0]?.nameFr).toBe('BRUXELLES, VILLE "X"');
  });

  it("counts lines as an editor shows them, a quoted line break included", () => {
    const twoLines = ixelles2023.replace("IXELLES", '"IXEL\nLES"');
    expect(problemsOf(`${header}\n${twoLines}\n${ixelles2024.replace("957", "9.5")}`)).toEqual([
      'Line 4, column apartments_sales: "9.5" is not a number of sales (digits only, or empty where nothing was published).',
    ]);
  });

  it("refuses an empty file, one with the header alone, and an unclosed quote", () => {
    expect(problemsOf("")).toEqual(["The file is empty: it holds not even the header line."]);
    expect(problemsOf(`${header}\n`)).toEqual(["The file holds the header line but no figures."]);
    expect(problemsOf(`${header}\n"21009,IXELLES`)).toEqual([
      'Line 2: a quoted field is never closed (a " is missing).',
    ]);
  });

  it("refuses a header with a column missing, one too many or out of order, naming them", () => {
    const missing = statbelColumns.filter((c) => c !== "apartments_q3_eur").join(",");
    expect(problemsOf(`${missing}\n${ixelles2024}`)[0]).toMatch(
      /^Line 1 \(the header\): the column\(s\) apartments_q3_eur are missing\. Expected: nis_code,/,
    );
    expect(problemsOf(`${header},remarks\n${ixelles2024},x`)[0]).toMatch(/"remarks" are not Statbel's/);
    const swapped = ["name_nl", "name_fr", ...statbelColumns.filter((c) => !c.startsWith("name_"))];
    expect(problemsOf(`${swapped.join(",")}\n${ixelles2024}`)[0]).toMatch(/the columns are not in order/);
  });

  it.each([
    ["a short row", ixelles2024.replace(/,451000$/, ""), "Line 2 holds 19 field(s) where the header has 20."],
    [
      "a NIS code of four digits",
      ixelles2024.replace("21009", "2109"),
      'Line 2, column nis_code: "2109" is not a NIS code of five digits.',
    ],
    [
      "a year that is not one",
      ixelles2024.replace(",2024,", ",24,"),
      'Line 2, column year: "24" is not a year such as 2024.',
    ],
    [
      "a missing name",
      ixelles2024.replace("ELSENE", ""),
      "Line 2, column name_nl: the municipality's Dutch name is empty.",
    ],
    [
      "a price with a thousands separator",
      ixelles2024.replace("340000", "340 000"),
      'Line 2, column apartments_median_eur: "340 000" is not a price in whole euros (digits only, or empty where nothing was published).',
    ],
    [
      "a negative count",
      ixelles2024.replace(",66,", ",-66,"),
      'Line 2, column houses_sales: "-66" is not a number of sales (digits only, or empty where nothing was published).',
    ],
    [
      "quartiles out of order",
      ixelles2024.replace("235000,451000", "451000,235000"),
      "Line 2, column apartments_median_eur: the first quartile, median and third quartile are not in order.",
    ],
  ])("refuses %s with its line and column", (_, row, problem) => {
    expect(problemsOf(`${header}\n${row}`)).toEqual([problem]);
  });

  it("refuses a municipality's year twice, and two sets of names for one code", () => {
    expect(problemsOf(`${header}\n${ixelles2024}\n${ixelles2023}\n${ixelles2024}`)).toEqual([
      "Line 4: municipality 21009 in 2024 again (already on line 2).",
    ]);
    expect(problemsOf(`${header}\n${ixelles2023}\n${ixelles2024.replace("ELSENE", "ELSENE-X")}`)).toEqual([
      'Line 3, column name_nl: "ELSENE-X" where line 2 names 21009 "ELSENE".',
    ]);
  });

  it("names the first few problems of a file full of them, and how many more", () => {
    const rows = Array.from({ length: 40 }, (_, i) => ixelles2024.replace(",2024,", `,20${10 + (i % 15)}x,`));
    const problems = problemsOf([header, ...rows].join("\n"));
    expect(problems).toHaveLength(maxProblems + 1);
    expect(problems[0]).toBe('Line 2, column year: "2010x" is not a year such as 2024.');
    expect(problems.at(-1)).toBe(`… and ${40 - maxProblems} more problem(s).`);
  });

  it("reads the shipped file: 565 municipalities, 2010 to 2024, Ixelles's apartments in 2024", () => {
    const text = fs.readFileSync(path.resolve("data/statbel/statbel-municipality-prices-2010-2024.csv"), "utf8");
    const parsed = parseStatbelCsv(text);
    if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
    expect(parsed.file).toMatchObject({ municipalities: 565, firstYear: 2010, lastYear: 2024 });
    expect(parsed.file.rows).toHaveLength(8475);
    const ixelles = parsed.file.rows.find((r) => r.nisCode === "21009" && r.year === 2024);
    expect(ixelles?.figures.APARTMENTS).toEqual({ sales: 957, median: 340000, q1: 235000, q3: 451000 });
  });
});
