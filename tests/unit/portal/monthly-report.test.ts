import { describe, expect, it } from "vitest";
import { monthName, ownerReportMail } from "@/lib/mail/templates/owner-report";
import type { OwnerReportData } from "@/lib/portal/types";

// The owner's monthly report: the month's figures of each property, in the owner's language, with a
// link to the portal in that language.

const report = (locale: OwnerReportData["locale"]): OwnerReportData => ({
  ownerId: 1,
  firstName: "Anne",
  email: "anne.dupont@owner.example",
  locale,
  month: "2026-10",
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
    expect(mail.text).toContain("412 visites de la page en octobre 2026 (1290 au total)");
    expect(mail.text).toContain("6 demandes par le site");
    expect(mail.text).toContain("3 visites réservées");
    expect(mail.text).toContain("2 recherches correspondantes");
    expect(mail.text).toContain("/fr/espace-proprietaire/");
    expect(mail.html).toContain("412 visites de la page");
  });

  it("in Dutch and German, each with its own words and portal address", () => {
    const nl = ownerReportMail(report("nl"));
    expect(nl.subject).toBe("Uw panden in oktober 2026");
    expect(nl.text).toContain("412 paginabezoeken in oktober 2026");
    expect(nl.text).toContain("/nl/eigenaarsportaal/");
    const de = ownerReportMail(report("de"));
    expect(de.subject).toBe("Ihre Immobilien im Oktober 2026");
    expect(de.text).toContain("/de/eigentuemerportal/");
  });

  it("escapes what the agency typed in a title", () => {
    const unsafe = report("en");
    unsafe.properties[0]!.title = "<script>x</script>";
    expect(ownerReportMail(unsafe).html).not.toContain("<script>x");
  });

  it("names the month in each language", () => {
    expect(monthName("2026-12", "en")).toBe("December 2026");
    expect(monthName("2026-03", "nl")).toBe("maart 2026");
  });
});
