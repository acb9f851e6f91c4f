import { belgianLocale } from "@/lib/rules/locale";

// Amounts in euro typed into a text box (a budget, an offer, an income): shown in groups of three as the
// visitor types ("450.000", in French "450 000"), sent and stored as a plain number.

/** The group separator of a Belgian page in `locale`: "." in Dutch, German and English, a narrow space in French. */
export function groupSeparator(locale: string): string {
  return new Intl.NumberFormat(belgianLocale(locale)).formatToParts(1000).find((p) => p.type === "group")?.value ?? ".";
}

/** "450.000", "450 000", "450,000" → "450000": digits in groups of three, typed or pasted, read as one number. */
export function plainAmount(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const compact = value.replace(/\s/g, "");
  // Only whole groups of three: "1.5" stays as typed (and is refused), never read as 15.
  return /^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(compact) ? compact.replace(/[.,]/g, "") : compact;
}

/** Digits grouped by three from the right. */
export function groupAmount(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

export interface AmountEdit {
  /** The box's value before the edit, and after it with the caret's place. */
  previous: string;
  typed: string;
  caret: number;
  /** The browser's kind of edit (InputEvent.inputType): which side a deleted separator's digit is on. */
  inputType?: string;
}

/**
 * The box's new value, grouped, and where the caret goes: after the same digits as before, so it never
 * jumps to the end. Deleting a separator alone deletes the digit beside it, as the visitor meant.
 */
export function editAmount(edit: AmountEdit, separator: string): { value: string; caret: number } {
  let { typed, caret } = edit;
  const digitsOf = (s: string) => s.replace(/\D/g, "");
  const separatorOnly =
    edit.inputType?.startsWith("delete") &&
    typed.length < edit.previous.length &&
    digitsOf(typed) === digitsOf(edit.previous);
  if (separatorOnly) {
    const forward = edit.inputType === "deleteContentForward";
    const after = typed.slice(caret).search(/\d/);
    const at = forward ? (after < 0 ? -1 : caret + after) : typed.slice(0, caret).search(/\d\D*$/);
    if (at >= 0) {
      typed = typed.slice(0, at) + typed.slice(at + 1);
      if (!forward) caret -= 1;
    }
  }
  const all = digitsOf(typed);
  const digits = all.replace(/^0+(?=\d)/, "");
  const before = Math.max(0, digitsOf(typed.slice(0, caret)).length - (all.length - digits.length));
  const value = groupAmount(digits, separator);
  let place = 0;
  for (let seen = 0; place < value.length && seen < before; place++) if (/\d/.test(value[place]!)) seen++;
  return { value, caret: place };
}
