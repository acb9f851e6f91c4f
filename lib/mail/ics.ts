import { createEvent, type EventAttributes } from "ics";

// An iCalendar invitation (RFC 5545) for a booked visit, attached to its confirmation mail. The `ics`
// package writes the format and escapes text values; names and text are cleaned first of what no
// escaping covers (a bare CR, a quote inside a quoted parameter such as CN).

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
  organizer: { name: string; email: string };
  /** Without a name in the visitor's own invitation: it goes to an address nobody has confirmed. */
  attendee: { name?: string; email: string };
}

/** A TEXT value: line breaks are kept (the package writes them as \n), other control characters go. */
const text = (value: string) => value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, " ");

/** A parameter value (CN): it is quoted, and RFC 5545 allows no quote nor control character inside. */
const param = (value: string) => value.replace(/[\u0000-\u001f\u007f"]/g, " ").trim();

/** A uid, URL or address: a property's value, ended only by a line break, so breaks and spaces go. */
const address = (value: string) => value.replace(/[\u0000-\u001f\u007f\s]/g, "");

/** Lines longer than 75 octets are folded with CRLF and a space (the package counts characters). */
function fold(line: string): string {
  if (Buffer.byteLength(line, "utf8") <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    if (Buffer.byteLength(current + char, "utf8") > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function calendarInvite(event: CalendarEvent, now = new Date()): string {
  // DTSTAMP: the package writes `timestamp` but leaves it out of its types.
  const attributes: EventAttributes & { timestamp: number } = {
    method: "REQUEST",
    productId: "-//Atrium Immo//Visits//EN",
    uid: address(event.uid),
    timestamp: now.getTime(),
    start: event.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: event.end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: text(event.summary),
    description: text(event.description),
    location: text(event.location),
    url: address(event.url),
    status: "CONFIRMED",
    organizer: { name: param(event.organizer.name), email: address(event.organizer.email) },
    attendees: [
      {
        ...(event.attendee.name ? { name: param(event.attendee.name) } : {}),
        email: address(event.attendee.email),
        role: "REQ-PARTICIPANT",
        partstat: "ACCEPTED",
      },
    ],
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error("The invitation could not be written");
  const unfolded = value.replace(/\r\n[ \t]/g, "").replace(/\r\n$/, "");
  return `${unfolded.split("\r\n").map(fold).join("\r\n")}\r\n`;
}
