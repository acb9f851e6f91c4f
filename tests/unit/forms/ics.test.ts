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
    expect(unfolded).toContain('ORGANIZER;CN="Atrium Immo":MAILTO:camille@atrium.test');
    expect(unfolded).toContain(
      'ATTENDEE;ROLE="REQ-PARTICIPANT";PARTSTAT="ACCEPTED";CN="An Peeters":mailto:an@example.be',
    );
  });

  it("keeps a hostile visitor's name inside its own parameter: no property, parameter or line is added", () => {
    const hostile = 'Eve"; ROLE=CHAIR:mailto:eve@evil.test,\r\nATTENDEE:mailto:x@evil.test\rX-EVIL:1\nSTATUS:CANCELLED';
    const event = {
      uid: "visit-1-eve@example.be@atrium.test",
      start: new Date("2026-11-24T09:00:00Z"),
      end: new Date("2026-11-24T09:45:00Z"),
      summary: `Visit ${hostile}`,
      description: "https://atrium.test/en/for-sale/x/1/",
      location: hostile,
      url: "https://atrium.test/en/for-sale/x/1/",
      organizer: { name: "Atrium Immo", email: "camille@atrium.test" },
      attendee: { name: hostile, email: "eve@example.be" },
    };
    const normal = calendarInvite({
      ...event,
      attendee: { ...event.attendee, name: "Eve" },
      summary: "Visit",
      location: "Gent",
    });
    const invite = calendarInvite(event);
    // The same lines, in the same order, as for a harmless name: nothing was added.
    const names = (ics: string) =>
      ics
        .replace(/\r\n /g, "")
        .split("\r\n")
        .map((line) => line.split(/[;:]/)[0]);
    expect(names(invite)).toEqual(names(normal));
    expect(invite).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
    const unfolded = invite.replace(/\r\n /g, "").split("\r\n");
    const attendee = unfolded.filter((line) => line.startsWith("ATTENDEE"));
    expect(attendee).toHaveLength(1);
    // One quoted CN holding the whole name, then the visitor's own address and nothing else.
    expect(attendee[0]).toMatch(
      /^ATTENDEE;ROLE="REQ-PARTICIPANT";PARTSTAT="ACCEPTED";CN="[^"]*":mailto:eve@example\.be$/,
    );
    expect(unfolded.filter((line) => line.startsWith("STATUS"))).toEqual(["STATUS:CONFIRMED"]);
    expect(unfolded.some((line) => line.startsWith("X-EVIL"))).toBe(false);
  });
});
