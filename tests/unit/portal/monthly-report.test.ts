import { describe, expect, it } from "vitest";
import { ownerReportMail } from "@/lib/mail/templates/owner-report";
import type { OwnerReportData } from "@/lib/types/portal";

// The owner's monthly report: the month's figures of each property, in the owner's language, with a
// link to the portal in that language. It is read days after it was made, so each figure names its period
// (issue 42): the month, the month's last day for the total, the day it was made for the matching searches.

const report = (locale: OwnerReportData["locale"]): OwnerReportData => ({
  ownerId: 1,
  firstName: "Anne",
  email: "anne.dupont@owner.example",
  locale,
  month: "2026-10",
  madeOn: "2026-11-01",
  properties: [
    {
      reference: "ATR-2003",
      title: "Maison de maître",
      monthViews: 412,
      totalViews: 1290,
      requests: 6,
      visits: 3,
      matchingSearches: 2,
    },
  ],
});

describe("ownerReportMail", () => {
  it("in French: subject, greeting, the month's figures and the portal's French address", () => {
    const mail = ownerReportMail(report("fr"));
    expect(mail.to).toBe("anne.dupont@owner.example");
    expect(mail.subject).toBe("Vos biens en octobre 2026");
    expect(mail.text).toContain("Maison de maître (ATR-2003)");
    expect(mail.text).toContain("412 vues de l'annonce en octobre 2026 (1\u202f290 au total jusqu'au 31 octobre 2026)");
    expect(mail.text).toContain("6 demandes par le site en octobre 2026");
    expect(mail.text).toContain("3 visites réservées en octobre 2026");
    expect(mail.text).toContain("2 recherches correspondantes le 1er novembre 2026");
    expect(mail.text).toContain("/fr/espace-proprietaire/");
    expect(mail.html).toContain("412 vues de l&#39;annonce");
  });

  it("in Dutch and German, each with its own words and portal address", () => {
    const nl = ownerReportMail(report("nl"));
    expect(nl.subject).toBe("Uw panden in oktober 2026");
    expect(nl.text).toContain(
      "412 weergaven van de advertentie in oktober 2026 (1.290 in totaal tot en met 31 oktober 2026)",
    );
    expect(nl.text).toContain("6 aanvragen via de website in oktober 2026");
    expect(nl.text).toContain("3 geboekte bezoeken in oktober 2026");
    expect(nl.text).toContain("2 passende zoekopdrachten op 1 november 2026");
    expect(nl.text).toContain("/nl/eigenaarsportaal/");
    const de = ownerReportMail(report("de"));
    expect(de.subject).toBe("Ihre Immobilien im Oktober 2026");
    expect(de.text).toContain("412 Aufrufe der Anzeige im Oktober 2026 (1.290 insgesamt bis zum 31. Oktober 2026)");
    expect(de.text).toContain("6 Anfragen über die Website im Oktober 2026");
    expect(de.text).toContain("3 gebuchte Besichtigungen im Oktober 2026");
    expect(de.text).toContain("2 passende Suchaufträge am 1. November 2026");
    expect(de.text).toContain("/de/eigentuemerportal/");
  });

  // Views of the listing are not people at the door: each figure says what it counts, in the singular for one.
  it.each([
    [
      "en",
      [
        "1 listing view in October 2026 (1 in total up to 31 October 2026)",
        "1 request through the website in October 2026",
        "1 booked viewing in October 2026",
        "1 matching standing search on 1 November 2026",
      ],
      ["0 listing views", "0 requests", "0 booked viewings", "0 matching standing searches"],
    ],
    [
      "nl",
      ["1 weergave van de advertentie", "1 aanvraag via", "1 geboekt bezoek", "1 passende zoekopdracht op"],
      ["0 weergaven van de advertentie", "0 aanvragen", "0 geboekte bezoeken", "0 passende zoekopdrachten"],
    ],
    [
      "fr",
      ["1 vue de l'annonce", "1 demande par", "1 visite réservée", "1 recherche correspondante"],
      // French puts none in the singular too.
      ["0 vue de l'annonce", "0 demande par", "0 visite réservée", "0 recherche correspondante"],
    ],
    [
      "de",
      ["1 Aufruf der Anzeige", "1 Anfrage über", "1 gebuchte Besichtigung im", "1 passender Suchauftrag"],
      ["0 Aufrufe der Anzeige", "0 Anfragen", "0 gebuchte Besichtigungen", "0 passende Suchaufträge"],
    ],
  ] as const)("names each figure for what it counts, one and none (%s)", (locale, one, none) => {
    const counts = (n: number): OwnerReportData => ({
      ...report(locale),
      properties: [
        { ...report(locale).properties[0]!, monthViews: n, totalViews: n, requests: n, visits: n, matchingSearches: n },
      ],
    });
    const single = ownerReportMail(counts(1)).text;
    for (const text of one) expect(single).toContain(text);
    const zero = ownerReportMail(counts(0)).text;
    for (const text of none) expect(zero).toContain(text);
    expect(`${single}${zero}`).not.toMatch(/visit(s)? today|page visits|paginabezoek|Seitenbesuch|visites de la page/i);
  });

  // Issue 42: "0 recherche correspondante aujourd'hui" in a mail read days later.
  it.each([
    ["en", /\btoday\b|this (week|month)/i],
    ["nl", /\bvandaag\b|deze (week|maand)/i],
    ["fr", /aujourd'hui|cette semaine|ce mois/i],
    ["de", /\bheute\b|diese(n)? (Woche|Monat)/i],
  ] as const)("never says today or this month, where the reader cannot tell which (%s)", (locale, relative) => {
    const mail = ownerReportMail(report(locale));
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(relative);
    // Every line of figures names its period: the month, its last day or the day the report was made.
    const figures = mail.text.slice(mail.text.indexOf("(ATR-2003)")).split("\n\n")[0]!.split("\n");
    expect(figures).toHaveLength(4);
    for (const line of figures) expect(line).toMatch(/2026/);
  });

  it("escapes what the agency typed in a title", () => {
    const unsafe = report("en");
    unsafe.properties[0]!.title = "<script>x</script>";
    expect(ownerReportMail(unsafe).html).not.toContain("<script>x");
  });

  it.each([
    ["en", "October 2026", "1 November 2026"],
    ["nl", "oktober 2026", "1 november 2026"],
    ["fr", "octobre 2026", "1er novembre 2026"],
    ["de", "Oktober 2026", "1. November 2026"],
  ] as const)("names the month and the day in running text (%s)", (locale, month, madeOn) => {
    const mail = ownerReportMail(report(locale));
    expect(mail.subject).toContain(month);
    expect(mail.text).toContain(madeOn);
  });
});
