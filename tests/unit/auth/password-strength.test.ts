import { describe, expect, it } from "vitest";
import { newPasswordProblem, personalWords } from "@/lib/auth/password-strength";

// The rule for new passwords (ASVS 6.2): long enough, not among the common and breached passwords, not
// guessable from the owner's own name, username or address, whatever Unicode form it was typed in.

const jan = { firstName: "Jan", lastName: "Peeters", username: "owner.peeters", email: "jan.peeters@owner.example" };

describe("new passwords", () => {
  it.each([
    ["password123", "passwordCommon"],
    ["Password1!", "passwordCommon"],
    ["azertyuiop", "passwordGuessable"],
    ["wachtwoord2026", "passwordGuessable"],
    ["Bruxelles2026", "passwordGuessable"],
    ["aaaaaaaaaaaa", "passwordGuessable"],
    ["JanPeeters2026", "passwordPersonal"],
    ["Peeters-Jan-1975!", "passwordPersonal"],
    ["sreteep.renwo-2026", "passwordPersonal"],
    ["jan.peeters@owner.example", "passwordPersonal"],
    ["kort", "passwordLength"],
    ["x".repeat(257), "passwordLength"],
  ])("refuse %s (%s)", async (password, problem) => {
    expect(await newPasswordProblem(password, jan)).toBe(problem);
  });

  it.each(["zonnebloem-tuin-42", "nieuw-geheim-2026", "atrium-demo-2026", "Liège-appartement", "X7#qL9!vR2@m"])(
    "accept %s",
    async (password) => {
      expect(await newPasswordProblem(password, jan)).toBeNull();
    },
  );

  it("judge the password as typed on any keyboard (NFKC): full-width letters are the common password", async () => {
    expect(await newPasswordProblem("ｐａｓｓｗｏｒｄ１２３", jan)).toBe("passwordCommon");
  });

  it("take another owner's name for an ordinary word", async () => {
    const anne = {
      firstName: "Anne",
      lastName: "Dupont",
      username: "owner.dupont",
      email: "anne.dupont@owner.example",
    };
    expect(await newPasswordProblem("Peeters-Jan-1975!", anne)).toBeNull();
  });

  it("score a long password in bounded time, whatever it repeats", async () => {
    for (const password of ["p@ssw0rd".repeat(32), "1!|l3e4a@0o$5s7t".repeat(16)]) {
      const start = performance.now();
      await newPasswordProblem(password, jan);
      expect(performance.now() - start).toBeLessThan(1000);
    }
  });

  it("know the owner by the words of their name, username and address, and not by short ones", () => {
    expect(personalWords({ ...jan, firstName: "An", lastName: "De Smet" })).toEqual([
      "de smet",
      "owner.peeters",
      "jan.peeters@owner.example",
      "jan.peeters",
      "owner",
      "peeters",
      "jan",
    ]);
  });
});
