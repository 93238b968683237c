/**
 * iCalendar (RFC 5545) writing: CRLF line ends, TEXT escaping (§3.3.11), lines folded at 75 octets
 * (§3.1) without splitting a UTF-8 character, UTC DATE-TIME values.
 */
export interface IcsEvent {
  uid: string;
  start: string; // ISO 8601
  end: string;
  summary: string;
  description: string;
  location?: string;
  geo?: { lat: number; lon: number };
}

export const icsText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** 2026-11-23T21:58:12.345Z → 20261123T215812Z */
export const icsDateTime = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

/** Folds one content line: at most 75 octets per physical line, continuation lines start with a space. */
export function fold(line: string): string {
  const out: string[] = [];
  let cur = '';
  let octets = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74; // continuation lines spend one octet on the leading space
    if (octets + n > limit) {
      out.push(cur);
      cur = '';
      octets = 0;
    }
    cur += ch;
    octets += n;
  }
  out.push(cur);
  return out.join('\r\n ');
}

export function icsCalendar(name: string, events: IcsEvent[], now = new Date()): string {
  const stamp = icsDateTime(now.toISOString());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cosmos//Observer feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(name)}`,
    // Calendar apps that honour it refetch hourly (RFC 7986 REFRESH-INTERVAL; X-PUBLISHED-TTL for older ones).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${icsText(e.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsDateTime(e.start)}`,
      `DTEND:${icsDateTime(e.end)}`,
      `SUMMARY:${icsText(e.summary)}`,
      `DESCRIPTION:${icsText(e.description)}`,
    );
    if (e.location) lines.push(`LOCATION:${icsText(e.location)}`);
    if (e.geo) lines.push(`GEO:${e.geo.lat.toFixed(6)};${e.geo.lon.toFixed(6)}`);
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
