import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { deadMailReport, requeueArguments } from "@/lib/mail/dead-mail-report";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

// The outbox's alerts in the four languages the agency may work in, and the staff commands' text.

const messages = { en, nl, fr, de };

describe.each(Object.keys(messages) as Array<keyof typeof messages>)("the outbox's alerts in %s", (locale) => {
  it("format every message with its values, none left as a key or an error", () => {
    const errors: unknown[] = [];
    const a = createTranslator({
      locale,
      messages: messages[locale],
      namespace: "MailAlerts",
      onError: (error) => errors.push(error),
    });
    const texts = [
      a("capSubject", { cap: 100 }),
      a("capIntro", { cap: 100, waiting: 1 }),
      a("capIntro", { cap: 100, waiting: 7 }),
      a("capHint"),
      a("deadSubject", { count: 1 }),
      a("deadSubject", { count: 3 }),
      a("deadIntro"),
      a("deadHint"),
      a("deadMore", { count: 5 }),
      a("signature", { agency: "Atrium Immo" }),
      a("footer", { site: "atrium.test" }),
    ];
    expect(errors).toEqual([]);
    for (const text of texts) expect(text).not.toMatch(/MailAlerts|[{}]/);
    expect(texts[1]).toContain("100");
    expect(texts[2]).toContain("7");
    expect(texts[7]).toContain("npm run mail:requeue -- 12");
  });
});

describe("the dead-mail commands", () => {
  it("print each dead mail as a block staff can act on", () => {
    const report = deadMailReport(
      [
        {
          id: 12,
          kind: "VISITOR",
          to: "an@example.be",
          subject: "Votre visite",
          deadAt: new Date("2026-11-23T07:15:30Z"),
          attempts: 31,
          lastError: "451 Try later",
        },
      ],
      "embedded PostgreSQL in .data/pglite",
    );
    expect(report.split("\n")).toEqual([
      "1 dead mail in the embedded PostgreSQL in .data/pglite:",
      "",
      "#12  dead since 2026-11-23 07:15 UTC  visitor mail to an@example.be  (31 attempts)",
      "    subject: Votre visite",
      "    last error: 451 Try later",
      "",
      "Send one again with: npm run mail:requeue -- <id> (several ids, or all)",
    ]);
    expect(deadMailReport([], "x")).toBe("No dead mail in the x.");
  });

  it("take ids or all, nothing else", () => {
    expect(requeueArguments(["12", "13"])).toEqual([12, 13]);
    expect(requeueArguments(["all"])).toBe("all");
    for (const args of [[], ["all", "12"], ["12;DROP"], ["-1"], ["1e3"], ["9999999999"]]) {
      expect(requeueArguments(args), args.join(" ")).toBeNull();
    }
  });
});
