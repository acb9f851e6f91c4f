import { describe, expect, it } from "vitest";
import { calendarInvite } from "@/lib/mail/ics";

describe("calendarInvite", () => {
  const invite = calendarInvite(
    {
      uid: "visit-12-an@example.be@atrium.test",
      start: new Date("2026-11-24T09:00:00Z"),
      end: new Date("2026-11-24T09:45:00Z"),
      summary: "Visite ATR-2003 : Villa 5 chambres, piscine; jardin",
      description: "https://atrium.test/fr/a-vendre/woluwe-saint-pierre/villa-5-chambres-avec-piscine/3/",
      location: "Avenue Orban 96, 1150 Woluwe-Saint-Pierre",
      url: "https://atrium.test/fr/a-vendre/woluwe-saint-pierre/villa-5-chambres-avec-piscine/3/",
      organizer: { name: "Atrium Immo", email: "camille@atrium.test" },
      attendee: { name: "An Peeters", email: "an@example.be" },
    },
    new Date("2026-11-21T08:00:00Z"),
  );
  const lines = invite.split("\r\n");

  it("is a confirmed VEVENT request with UTC times", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain("DTSTART:20261124T090000Z");
    expect(lines).toContain("DTEND:20261124T094500Z");
    expect(lines).toContain("DTSTAMP:20261121T080000Z");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(invite.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("escapes commas and semicolons in text and folds lines longer than 75 octets", () => {
    expect(invite).toContain("SUMMARY:Visite ATR-2003 : Villa 5 chambres\\, piscine\\; jardin");
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const unfolded = invite.replace(/\r\n /g, "");
    expect(unfolded).toContain(
      "URL:https://atrium.test/fr/a-vendre/woluwe-saint-pierre/villa-5-chambres-avec-piscine/3/",
    );
    expect(unfolded).toContain("ORGANIZER;CN=Atrium Immo:mailto:camille@atrium.test");
    expect(unfolded).toContain("ATTENDEE;CN=An Peeters;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:an@example.be");
  });
});
