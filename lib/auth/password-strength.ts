import "server-only";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { normalisePassword, passwordLengthOk } from "./password";

// The rule every new password meets, wherever it is set (a reset link, a change in the portal): 8 to 256
// characters, and hard to guess (ASVS 6.2): zxcvbn-ts scores it against 49 233 passwords most common in
// public breaches, the common words of the site's four languages, keyboard rows, dates and repeats, and
// refuses what contains the owner's own name, username or e-mail address. Everything ships in npm
// packages: nothing is asked of anyone at run time. It runs on the server only (this module is never
// imported by a client component).

export type PasswordProblem = "passwordLength" | "passwordCommon" | "passwordGuessable" | "passwordPersonal";

/** What the owner is known by, which their password may not contain. */
export interface PasswordOwner {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
}

/** zxcvbn's 3, "safely unguessable": about 10^8 guesses or more (0 to 2 fall to an online or a slow offline attack). */
export const MIN_SCORE = 3;

// Matching takes time growing faster than the length: only the first 64 characters are matched against
// the lists (the rest counts as random), and few look-alike substitutions are tried, so that any password
// is scored in about 0.1 s.
const MATCHED_LENGTH = 64;
const L33T_SUBSTITUTIONS = 20;

async function loadChecker(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common, en, fr, nl, de] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
    import("@zxcvbn-ts/language-fr"),
    import("@zxcvbn-ts/language-nl-be"),
    import("@zxcvbn-ts/language-de"),
  ]);
  // The common words only: the language packages' names and Wikipedia lists would double the memory
  // taken (to about 200 MB) for little; the owner's own names come in as user inputs.
  return new ZxcvbnFactory({
    maxLength: MATCHED_LENGTH,
    l33tMaxSubstitutions: L33T_SUBSTITUTIONS,
    graphs: common.adjacencyGraphs,
    dictionary: {
      ...common.dictionary,
      "commonWords-en": en.dictionary["commonWords-en"],
      "commonWords-fr": fr.dictionary["commonWords-fr"],
      "commonWords-nl": nl.dictionary.commonWords,
      "commonWords-de": de.dictionary.commonWords,
    },
  });
}

let checker: Promise<ZxcvbnFactory> | undefined;

/** Loaded at the first new password (about 0.2 s, 70 MB), then kept. */
function getChecker(): Promise<ZxcvbnFactory> {
  checker ??= loadChecker().catch((error: unknown) => {
    checker = undefined;
    throw error;
  });
  return checker;
}

/** The owner's names, username and address, and the parts of the last two (jan.peeters → jan, peeters). */
export function personalWords(owner: PasswordOwner): string[] {
  const local = owner.email.split("@")[0] ?? "";
  const parts = [owner.username, local].flatMap((name) => name.split(/[^\p{L}\p{N}]+/u));
  const words = [owner.firstName, owner.lastName, owner.username, owner.email, local, ...parts];
  // Shorter words (initials, "de", "an") are found inside too many good passwords.
  return [...new Set(words.map((w) => w.trim().toLowerCase()).filter((w) => [...w].length >= 3))];
}

/** Why a new password is refused, or null when it may be used. */
export async function newPasswordProblem(password: string, owner: PasswordOwner): Promise<PasswordProblem | null> {
  const normalised = normalisePassword(password);
  if (!passwordLengthOk(normalised)) return "passwordLength";
  const { score, sequence } = (await getChecker()).check(normalised, personalWords(owner));
  const from = (list: string) =>
    sequence.some((match) => match.pattern === "dictionary" && match.dictionaryName === list);
  if (from("userInputs")) return "passwordPersonal";
  if (score >= MIN_SCORE) return null;
  return from("passwords-common") ? "passwordCommon" : "passwordGuessable";
}
