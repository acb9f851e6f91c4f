import { marketDwellings, type MarketDwelling } from "@/lib/types/market";

// Statbel's yearly sale prices per municipality as data/statbel/ ships them (data/statbel/README.md): read and
// checked whole before anything is written, so a file with one bad cell is refused rather than half loaded.

/** The CSV's column prefix of each kind of dwelling. */
const prefixes: Record<MarketDwelling, string> = {
  HOUSES: "houses",
  HOUSES_CLOSED_SEMI: "houses_closed_semi",
  HOUSES_OPEN: "houses_open",
  APARTMENTS: "apartments",
};

const measures = ["sales", "median_eur", "q1_eur", "q3_eur"] as const;

/** The exact header the file must open with. */
export const statbelColumns: readonly string[] = [
  "nis_code",
  "name_fr",
  "name_nl",
  "year",
  ...marketDwellings.flatMap((d) => measures.map((m) => `${prefixes[d]}_${m}`)),
];

/** One kind of dwelling in one row: null where Statbel published nothing. */
export interface StatbelFigure {
  sales: number | null;
  median: number | null;
  q1: number | null;
  q3: number | null;
}

export interface StatbelRow {
  nisCode: string;
  nameFr: string;
  nameNl: string;
  year: number;
  figures: Record<MarketDwelling, StatbelFigure>;
}

export interface StatbelFile {
  rows: StatbelRow[];
  municipalities: number;
  firstYear: number;
  lastYear: number;
}

export type StatbelParse = { ok: true; file: StatbelFile } | { ok: false; problems: string[] };

/** How many problems a refusal names: the first few say what is wrong, thousands would hide it. */
export const maxProblems = 5;

// Generous bounds: Statbel's series start in the 2000s; a price above two billion would not fit the column.
const minYear = 1990;
const maxYear = 2100;
const maxNumber = 2_000_000_000;

/** Splits CSV text into records (RFC 4180 quoting, CRLF or LF), each with the line it starts on. */
function splitRecords(text: string): { records: Array<{ line: number; fields: string[] }>; problem?: string } {
  const records: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    // A blank line holds nothing to check or load.
    if (fields.length > 1 || fields[0] !== "") records.push({ line: start, fields });
    fields = [];
    field = "";
  };
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else {
        if (c === "\n") line++;
        field += c;
      }
      i++;
      continue;
    }
    if (c === '"' && field === "") quoted = true;
    else if (c === ",") {
      fields.push(field);
      field = "";
    } else if (c === "\r" || c === "\n") {
      endRecord();
      if (c === "\r" && text[i + 1] === "\n") i++;
      line++;
      start = line;
    } else field += c;
    i++;
  }
  if (quoted) return { records, problem: `Line ${start}: a quoted field is never closed (a " is missing).` };
  endRecord();
  return { records };
}

function describeHeader(header: string[]): string | null {
  const missing = statbelColumns.filter((c) => !header.includes(c));
  const extra = header.filter((c) => !statbelColumns.includes(c));
  const parts: string[] = [];
  if (missing.length) parts.push(`the column(s) ${missing.join(", ")} are missing`);
  if (extra.length) parts.push(`the column(s) ${extra.map((c) => `"${c}"`).join(", ")} are not Statbel's`);
  if (!parts.length && header.join(",") !== statbelColumns.join(",")) parts.push("the columns are not in order");
  return parts.length ? `Line 1 (the header): ${parts.join("; ")}. Expected: ${statbelColumns.join(",")}` : null;
}

/** Reads a Statbel file; any problem refuses it whole, naming the line and column of the first few. */
export function parseStatbelCsv(input: string): StatbelParse {
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const { records, problem } = splitRecords(text);
  if (problem) return { ok: false, problems: [problem] };
  const [header, ...body] = records;
  if (!header) return { ok: false, problems: ["The file is empty: it holds not even the header line."] };
  const headerProblem = describeHeader(header.fields.map((f) => f.trim()));
  if (headerProblem) return { ok: false, problems: [headerProblem] };
  if (!body.length) return { ok: false, problems: ["The file holds the header line but no figures."] };

  const problems: string[] = [];
  let more = 0;
  const report = (message: string) => (problems.length < maxProblems ? problems.push(message) : more++);
  const rows: StatbelRow[] = [];
  const seen = new Map<string, number>();
  const names = new Map<string, { nameFr: string; nameNl: string; line: number }>();

  for (const { line, fields } of body) {
    if (fields.length !== statbelColumns.length) {
      report(`Line ${line} holds ${fields.length} field(s) where the header has ${statbelColumns.length}.`);
      continue;
    }
    const cell = (column: string) => fields[statbelColumns.indexOf(column)]!.trim();
    const at = (column: string) => `Line ${line}, column ${column}`;
    let bad = false;
    const fail = (message: string) => {
      bad = true;
      report(message);
    };

    const nisCode = cell("nis_code");
    if (!/^\d{5}$/.test(nisCode)) fail(`${at("nis_code")}: "${nisCode}" is not a NIS code of five digits.`);
    const yearText = cell("year");
    const year = Number(yearText);
    if (!/^\d{4}$/.test(yearText) || year < minYear || year > maxYear)
      fail(`${at("year")}: "${yearText}" is not a year such as 2024.`);
    const nameFr = cell("name_fr");
    const nameNl = cell("name_nl");
    if (!nameFr) fail(`${at("name_fr")}: the municipality's French name is empty.`);
    if (!nameNl) fail(`${at("name_nl")}: the municipality's Dutch name is empty.`);

    const figures = {} as Record<MarketDwelling, StatbelFigure>;
    for (const dwelling of marketDwellings) {
      const value = (measure: (typeof measures)[number]): number | null => {
        const column = `${prefixes[dwelling]}_${measure}`;
        const raw = cell(column);
        if (raw === "") return null;
        if (!/^\d+$/.test(raw) || Number(raw) > maxNumber) {
          const what = measure === "sales" ? "number of sales" : "price in whole euros";
          fail(`${at(column)}: "${raw}" is not a ${what} (digits only, or empty where nothing was published).`);
          return null;
        }
        return Number(raw);
      };
      const figure = { sales: value("sales"), median: value("median_eur"), q1: value("q1_eur"), q3: value("q3_eur") };
      const { median, q1, q3 } = figure;
      if (median !== null && q1 !== null && q3 !== null && !(q1 <= median && median <= q3))
        fail(
          `${at(`${prefixes[dwelling]}_median_eur`)}: the first quartile, median and third quartile are not in order.`,
        );
      figures[dwelling] = figure;
    }
    if (bad) continue;

    const key = `${nisCode}/${year}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      report(`Line ${line}: municipality ${nisCode} in ${year} again (already on line ${earlier}).`);
      continue;
    }
    seen.set(key, line);
    const named = names.get(nisCode);
    if (!named) names.set(nisCode, { nameFr, nameNl, line });
    else if (named.nameFr !== nameFr || named.nameNl !== nameNl) {
      const column = named.nameFr !== nameFr ? "name_fr" : "name_nl";
      const was = column === "name_fr" ? named.nameFr : named.nameNl;
      report(
        `${at(column)}: "${column === "name_fr" ? nameFr : nameNl}" where line ${named.line} names ${nisCode} "${was}".`,
      );
      continue;
    }
    rows.push({ nisCode, nameFr, nameNl, year, figures });
  }

  if (problems.length) {
    if (more) problems.push(`… and ${more} more problem(s).`);
    return { ok: false, problems };
  }
  const firstYear = rows.reduce((min, r) => Math.min(min, r.year), maxYear);
  const lastYear = rows.reduce((max, r) => Math.max(max, r.year), minYear);
  return { ok: true, file: { rows, municipalities: names.size, firstYear, lastYear } };
}
