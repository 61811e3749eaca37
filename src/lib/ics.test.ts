import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine } from "./ics.ts";

describe("the .ics invitation", () => {
  const ics = buildIcs({
    uid: "abc@example.test",
    start: new Date("2030-03-05T14:00:00Z"),
    end: new Date("2030-03-05T14:30:00Z"),
    stamp: new Date("2030-03-01T08:09:10.123Z"),
    summary: "Discovery meeting: Ada, and Co; more",
    description: "Line one\nLine two",
    organizerName: "Ember Forge Labs",
    organizerEmail: "hello@agency.example",
    attendeeName: 'Ada "A" Lovelace',
    attendeeEmail: "ada@acme.io",
  });

  it("is one VEVENT with UID, DTSTAMP, DTSTART and DTEND in UTC", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("\r\nUID:abc@example.test\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20300301T080910Z\r\n");
    expect(ics).toContain("\r\nDTSTART:20300305T140000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20300305T143000Z\r\n");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain("METHOD:REQUEST");
  });

  it("escapes text and keeps every line within 75 octets", () => {
    expect(ics).toContain("SUMMARY:Discovery meeting: Ada\\, and Co\\; more");
    expect(ics).toContain("DESCRIPTION:Line one\\nLine two");
    expect(ics).toContain(`ATTENDEE;CN="Ada 'A' Lovelace"`);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(escapeText("a\\b")).toBe("a\\\\b");
    const long = `DESCRIPTION:${"é".repeat(80)}`;
    expect(foldLine(long).split("\r\n ").join("")).toBe(long);
  });

  it("folds by octets, not characters, for names in any script", () => {
    const wide = buildIcs({
      uid: "wide@example.test",
      start: new Date("2030-03-05T14:00:00Z"),
      end: new Date("2030-03-05T14:30:00Z"),
      stamp: new Date("2030-03-01T08:00:00Z"),
      summary: `Discovery meeting: ${"Zoë Ångström-Łukasiewicz 山田太郎 ".repeat(4)}`,
      description: "Ünïcödé ".repeat(30),
      organizerName: "Ember Forge Labs",
      organizerEmail: "hello@agency.example",
      attendeeName: "Zoë Ångström-Łukasiewicz 山田太郎 Ünïcödé Ünïcödé",
      attendeeEmail: "zoe@acme.io",
    });
    for (const line of wide.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = wide.replace(/\r\n /g, "");
    expect(unfolded).toContain('ATTENDEE;CN="Zoë Ångström-Łukasiewicz 山田太郎 Ünïcödé Ünïcödé"');
  });
});
