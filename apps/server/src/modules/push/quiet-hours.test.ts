import { describe, expect, it } from 'vitest';
import { allowedEndpoint } from './push-delivery.ts';
import { inQuietHours, localMinutes } from './quiet-hours.ts';

describe('quiet hours', () => {
  const at = (iso: string) => new Date(iso);
  it('a span across midnight holds late evening and early morning, in the place’s time zone', () => {
    const q = { from: '22:00', to: '07:00' };
    // Lisbon in winter is UTC+0; Tokyo is UTC+9 all year.
    expect(inQuietHours(q, 'Europe/Lisbon', at('2026-01-10T23:30:00Z'))).toBe(true);
    expect(inQuietHours(q, 'Europe/Lisbon', at('2026-01-10T06:59:00Z'))).toBe(true);
    expect(inQuietHours(q, 'Europe/Lisbon', at('2026-01-10T07:00:00Z'))).toBe(false);
    expect(inQuietHours(q, 'Europe/Lisbon', at('2026-01-10T12:00:00Z'))).toBe(false);
    expect(inQuietHours(q, 'Asia/Tokyo', at('2026-01-10T14:00:00Z'))).toBe(true); // 23:00 in Tokyo
    expect(inQuietHours(q, 'Asia/Tokyo', at('2026-01-10T23:30:00Z'))).toBe(false); // 08:30 in Tokyo
  });
  it('a span within a day, none, or equal ends', () => {
    expect(inQuietHours({ from: '13:00', to: '14:00' }, 'UTC', at('2026-01-10T13:30:00Z'))).toBe(true);
    expect(inQuietHours({ from: '13:00', to: '14:00' }, 'UTC', at('2026-01-10T14:00:00Z'))).toBe(false);
    expect(inQuietHours(null, 'UTC', at('2026-01-10T13:30:00Z'))).toBe(false);
    expect(inQuietHours({ from: '13:00', to: '13:00' }, 'UTC', at('2026-01-10T13:30:00Z'))).toBe(false);
  });
  it('an unknown time zone counts as UTC', () => {
    expect(localMinutes(at('2026-01-10T13:30:00Z'), 'Mars/Olympus')).toBe(13 * 60 + 30);
  });
});

describe('push endpoints allowed', () => {
  const list = 'https://fcm.googleapis.com,https://*.push.apple.com,http://127.0.0.1:*';
  it('takes the listed origins, subdomains where a wildcard says so, any port where :* says so', () => {
    expect(allowedEndpoint('https://fcm.googleapis.com/fcm/send/x', list)).toBe(true);
    expect(allowedEndpoint('https://api.push.apple.com/3/device/x', list)).toBe(true);
    expect(allowedEndpoint('http://127.0.0.1:4567/x', list)).toBe(true);
  });
  it('refuses other hosts, schemes, ports, look-alikes and credentials in the URL', () => {
    expect(allowedEndpoint('http://fcm.googleapis.com/x', list)).toBe(false);
    expect(allowedEndpoint('https://fcm.googleapis.com:8443/x', list)).toBe(false);
    expect(allowedEndpoint('https://fcm.googleapis.com.evil.example/x', list)).toBe(false);
    expect(allowedEndpoint('https://push.apple.com/x', list)).toBe(false); // the wildcard needs a subdomain
    expect(allowedEndpoint('https://user:pw@fcm.googleapis.com/x', list)).toBe(false);
    expect(allowedEndpoint('http://169.254.169.254/latest', list)).toBe(false);
    expect(allowedEndpoint('nonsense', list)).toBe(false);
  });
});
