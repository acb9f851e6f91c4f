// Whole numbers in words (0 to one billion) for the purchase offer's amount "in letters" (spec §3),
// in each language of the site. Belgian French counts septante and nonante.

type Lang = "en" | "nl" | "fr" | "de";

const MAX = 1_000_000_000;

function check(n: number): void {
  if (!Number.isInteger(n) || n < 0 || n > MAX) throw new RangeError(`Not a whole number from 0 to ${MAX}: ${n}`);
}

// ───────────── English ─────────────
const enSmall = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const enTens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function enBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${enSmall[hundreds]} hundred`);
  if (rest) {
    parts.push(
      rest < 20 ? enSmall[rest]! : `${enTens[Math.floor(rest / 10)]}${rest % 10 ? `-${enSmall[rest % 10]}` : ""}`,
    );
  }
  return parts.join(" ");
}

function en(n: number): string {
  if (n === 0) return "zero";
  const parts: string[] = [];
  for (const [size, name] of [
    [1e9, "billion"],
    [1e6, "million"],
    [1e3, "thousand"],
  ] as const) {
    const count = Math.floor(n / size);
    if (count) parts.push(`${enBelow1000(count)} ${name}`);
    n %= size;
  }
  if (n) parts.push(enBelow1000(n));
  return parts.join(" ");
}

// ───────────── Dutch ─────────────
const nlSmall = [
  "nul",
  "een",
  "twee",
  "drie",
  "vier",
  "vijf",
  "zes",
  "zeven",
  "acht",
  "negen",
  "tien",
  "elf",
  "twaalf",
  "dertien",
  "veertien",
  "vijftien",
  "zestien",
  "zeventien",
  "achttien",
  "negentien",
];
const nlTens = ["", "", "twintig", "dertig", "veertig", "vijftig", "zestig", "zeventig", "tachtig", "negentig"];

function nlBelow100(n: number): string {
  if (n < 20) return nlSmall[n]!;
  const unit = n % 10;
  const tens = nlTens[Math.floor(n / 10)]!;
  if (!unit) return tens;
  const word = nlSmall[unit]!;
  // tweeëntwintig, drieëntwintig: "en" after a vowel e takes a diaeresis.
  return `${word}${word.endsWith("e") ? "ën" : "en"}${tens}`;
}

function nlBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return `${hundreds ? `${hundreds === 1 ? "" : nlSmall[hundreds]}honderd` : ""}${rest ? nlBelow100(rest) : ""}`;
}

function nl(n: number): string {
  if (n === 0) return "nul";
  const parts: string[] = [];
  for (const [size, name] of [
    [1e9, "miljard"],
    [1e6, "miljoen"],
  ] as const) {
    const count = Math.floor(n / size);
    if (count) parts.push(`${nlBelow1000(count)} ${name}`);
    n %= size;
  }
  if (n) {
    const thousands = Math.floor(n / 1000);
    const rest = n % 1000;
    parts.push(
      `${thousands ? `${thousands === 1 ? "" : nlBelow1000(thousands)}duizend` : ""}${rest ? nlBelow1000(rest) : ""}`,
    );
  }
  return parts.join(" ");
}

// ───────────── Belgian French ─────────────
const frSmall = [
  "zéro",
  "un",
  "deux",
  "trois",
  "quatre",
  "cinq",
  "six",
  "sept",
  "huit",
  "neuf",
  "dix",
  "onze",
  "douze",
  "treize",
  "quatorze",
  "quinze",
  "seize",
  "dix-sept",
  "dix-huit",
  "dix-neuf",
];
const frTens = [
  "",
  "dix",
  "vingt",
  "trente",
  "quarante",
  "cinquante",
  "soixante",
  "septante",
  "quatre-vingt",
  "nonante",
];

/** `final`: the number ends the whole amount (quatre-vingts and deux cents take their s only then). */
function frBelow100(n: number, final: boolean): string {
  if (n < 20) return frSmall[n]!;
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  if (tens === 8) return unit ? `quatre-vingt-${frSmall[unit]}` : final ? "quatre-vingts" : "quatre-vingt";
  if (!unit) return frTens[tens]!;
  return unit === 1 ? `${frTens[tens]} et un` : `${frTens[tens]}-${frSmall[unit]}`;
}

function frBelow1000(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(hundreds === 1 ? "cent" : `${frSmall[hundreds]} cent${!rest && final ? "s" : ""}`);
  if (rest) parts.push(frBelow100(rest, final));
  return parts.join(" ");
}

function fr(n: number): string {
  if (n === 0) return "zéro";
  const parts: string[] = [];
  for (const [size, name] of [
    [1e9, "milliard"],
    [1e6, "million"],
  ] as const) {
    const count = Math.floor(n / size);
    if (count) parts.push(`${frBelow1000(count, true)} ${name}${count > 1 ? "s" : ""}`);
    n %= size;
  }
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  // mille never takes an s, and the number before it keeps "quatre-vingt" and "cent" bare.
  if (thousands) parts.push(thousands === 1 ? "mille" : `${frBelow1000(thousands, false)} mille`);
  if (rest) parts.push(frBelow1000(rest, true));
  return parts.join(" ");
}

// ───────────── German ─────────────
const deSmall = [
  "null",
  "ein",
  "zwei",
  "drei",
  "vier",
  "fünf",
  "sechs",
  "sieben",
  "acht",
  "neun",
  "zehn",
  "elf",
  "zwölf",
  "dreizehn",
  "vierzehn",
  "fünfzehn",
  "sechzehn",
  "siebzehn",
  "achtzehn",
  "neunzehn",
];
const deTens = ["", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"];

function deBelow100(n: number): string {
  if (n < 20) return deSmall[n]!;
  const unit = n % 10;
  const tens = deTens[Math.floor(n / 10)]!;
  return unit ? `${deSmall[unit]}und${tens}` : tens;
}

function deBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return `${hundreds ? `${deSmall[hundreds]}hundert` : ""}${rest ? deBelow100(rest) : ""}`;
}

function de(n: number): string {
  if (n === 0) return "null";
  const parts: string[] = [];
  for (const [size, one, many] of [
    [1e9, "eine Milliarde", "Milliarden"],
    [1e6, "eine Million", "Millionen"],
  ] as const) {
    const count = Math.floor(n / size);
    if (count) parts.push(count === 1 ? one : `${deBelow1000(count)} ${many}`);
    n %= size;
  }
  if (n) {
    const thousands = Math.floor(n / 1000);
    const rest = n % 1000;
    // A final one is "eins" (einhunderteins); inside a compound it stays "ein" (eintausend, einundzwanzig).
    const tail = rest ? deBelow1000(rest).replace(/ein$/, "eins") : "";
    parts.push(`${thousands ? `${deBelow1000(thousands)}tausend` : ""}${tail}`);
  }
  return parts.join(" ");
}

const byLang: Record<Lang, (n: number) => string> = { en, nl, fr, de };

/** 325000 → "three hundred twenty-five thousand" (en), "driehonderdvijfentwintigduizend" (nl), … */
export function numberInWords(n: number, locale: string): string {
  check(n);
  const lang = (["en", "nl", "fr", "de"] as const).find((l) => locale.startsWith(l)) ?? "en";
  return byLang[lang](n);
}
