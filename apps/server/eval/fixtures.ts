/**
 * What the evaluation's portal knows besides the bundled nominal catalogue, so the test set can ask about it the way a
 * user of the live portal would, and its expectations can read the facts back with plain SQL:
 * - catalogue objects the nominal set lacks (Tiangong's core module, NOAA 19, one Starlink), imported through the
 *   administrators' import route as an operator would, with SATCAT metadata (owner, type);
 * - three recent re-entries (SATCAT decay dates);
 * - launches as if one Launch Library fetch had succeeded (upcoming and past, relative to now);
 * - one finished conjunction screen with encounters of the ISS and Hubble.
 * Element sets are written here with today's epoch and realistic orbits (inclination, mean motion); they are
 * fixtures, not real tracking data.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export function checksum(line: string) {
  let s = 0;
  for (const c of line) s += c === '-' ? 1 : /\d/.test(c) ? Number(c) : 0;
  return s % 10;
}
/** A two-line element set (near-circular orbit) at `epoch`, with correct column layout and checksums. */
export function tle(
  norad: number,
  cospar: string,
  epoch: Date,
  o: { inc: number; raan: number; ecc: number; argp: number; ma: number; n: number },
): [string, string] {
  const y = epoch.getUTCFullYear();
  const doy = (epoch.getTime() - Date.UTC(y, 0, 1)) / DAY + 1;
  const id = String(norad).padStart(5, '0');
  const l1 = `1 ${id}U ${cospar.padEnd(8)} ${String(y % 100).padStart(2, '0')}${doy.toFixed(8).padStart(12, '0')}  .00002182  00000-0  40864-4 0  999`;
  const f = (x: number, w: number, d: number) => x.toFixed(d).padStart(w);
  const l2 = `2 ${id} ${f(o.inc, 8, 4)} ${f(o.raan, 8, 4)} ${String(Math.round(o.ecc * 1e7)).padStart(7, '0')} ${f(o.argp, 8, 4)} ${f(o.ma, 8, 4)} ${f(o.n, 11, 8)}12345`;
  return [l1 + checksum(l1), l2 + checksum(l2)];
}

export const FIXTURE_OBJECTS = [
  {
    norad: 48274,
    name: 'CSS (TIANHE)',
    cospar: '21035A',
    owner: 'PRC',
    launched: '2021-04-29',
    o: { inc: 41.47, raan: 112.3, ecc: 0.0006, argp: 31.2, ma: 328.9, n: 15.6012 },
  },
  {
    norad: 33591,
    name: 'NOAA 19',
    cospar: '09005A',
    owner: 'US',
    launched: '2009-02-06',
    o: { inc: 99.19, raan: 203.7, ecc: 0.0014, argp: 52.4, ma: 307.8, n: 14.1259 },
  },
  {
    norad: 44724,
    name: 'STARLINK-1019',
    cospar: '19074L',
    owner: 'US',
    launched: '2019-11-11',
    o: { inc: 53.05, raan: 251.6, ecc: 0.0001, argp: 88.1, ma: 272.0, n: 15.0637 },
  },
] as const;

export const FIXTURE_DECAYS = [
  { norad: 58876, name: 'STARLINK-30862', type: 'PAY', owner: 'US', daysAgo: 2 },
  { norad: 57340, name: 'CZ-6A R/B', type: 'R/B', owner: 'PRC', daysAgo: 6 },
  { norad: 50412, name: 'COSMOS 1408 DEB', type: 'DEB', owner: 'CIS', daysAgo: 11 },
] as const;

interface FixtureLaunch {
  id: string;
  vehicle: string;
  mission: string;
  provider: string;
  inHours: number;
  status: [string, string];
  pad: [string, string];
}
const GO: [string, string] = ['Go', 'Go for Launch'];
const OK: [string, string] = ['Success', 'Launch Successful'];
/** One launch as the Launch Library would list it: id, vehicle, mission, provider, hours from now, status, pad. */
const launch = (
  id: string,
  vehicle: string,
  mission: string,
  provider: string,
  inHours: number,
  status: [string, string],
  pad: [string, string],
): FixtureLaunch => ({ id, vehicle, mission, provider, inHours, status, pad });
export const FIXTURE_LAUNCHES: FixtureLaunch[] = [
  launch('eval-up-1', 'Falcon 9 Block 5', 'Starlink Group 11-9', 'SpaceX', 27, GO, [
    'Space Launch Complex 40',
    'Cape Canaveral SFS, FL, USA',
  ]),
  launch('eval-up-2', 'Long March 7A', 'Shijian-30', 'China Aerospace Science and Technology Corporation', 51, GO, [
    'LC-201',
    'Wenchang Space Launch Site, China',
  ]),
  launch(
    'eval-up-3',
    'Ariane 62',
    'Galileo L15',
    'Arianespace',
    98,
    ['TBC', 'To Be Confirmed'],
    ['ELA-4', 'Guiana Space Centre, French Guiana'],
  ),
  launch('eval-up-4', 'Falcon 9 Block 5', 'Transporter-16', 'SpaceX', 146, GO, [
    'Space Launch Complex 4E',
    'Vandenberg SFB, CA, USA',
  ]),
  launch(
    'eval-up-5',
    'Electron',
    'Owl For One, Owl For All',
    'Rocket Lab',
    220,
    ['TBD', 'To Be Determined'],
    ['Launch Complex 1A', 'Mahia Peninsula, New Zealand'],
  ),
  launch('eval-past-1', 'Electron', 'The Sky Is The Limit', 'Rocket Lab', -20, OK, [
    'Launch Complex 1B',
    'Mahia Peninsula, New Zealand',
  ]),
  launch('eval-past-2', 'Falcon 9 Block 5', 'Starlink Group 6-88', 'SpaceX', -75, OK, [
    'Launch Complex 39A',
    'Kennedy Space Center, FL, USA',
  ]),
  launch('eval-past-3', 'Soyuz 2.1b', 'Glonass-K2 No. 14L', 'Roscosmos', -150, OK, [
    '43/4',
    'Plesetsk Cosmodrome, Russia',
  ]),
];

/** Encounters of the fixture screen: [primary, secondary name, secondary number, hours from now, miss km]. */
export const FIXTURE_CONJUNCTIONS: [number, string, number, number, number][] = [
  [25544, 'IRIDIUM 33 DEB', 33772, -3, 0.9],
  [25544, 'COSMOS 1408 DEB', 49901, 50.2, 1.8],
  [25544, 'FENGYUN 1C DEB', 31141, 121.7, 3.9],
  [20580, 'SL-8 R/B', 27386, 73.4, 2.6],
];

async function importObjects(app: FastifyInstance, db: Db, now: Date) {
  const email = `eval-admin.${Date.now()}@example.test`;
  const password = 'Nebula-eval-admin-2026';
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName: 'Eval', lastName: 'Admin', email, password },
  });
  if (reg.statusCode !== 201) throw new Error(`admin register failed: ${reg.body}`);
  await db.query("UPDATE users SET role = 'admin' WHERE email = $1", [email]);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const token = (login.json() as { token: string }).token;
  const epoch = new Date(Math.floor(now.getTime() / DAY) * DAY);
  const text = FIXTURE_OBJECTS.map((s) => [s.name, ...tle(s.norad, s.cospar, epoch, s.o)].join('\n')).join('\n');
  const res = await app.inject({
    method: 'POST',
    url: '/api/catalog/import',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
    payload: text,
  });
  if (res.statusCode !== 200) throw new Error(`catalogue import failed: ${res.statusCode} ${res.body}`);
}

export async function installFixtures(app: FastifyInstance, db: Db, now = new Date()) {
  for (const s of FIXTURE_OBJECTS)
    await db.query(
      `INSERT INTO satcat (norad_id, name, cospar, object_type, owner, launch_date, source)
       VALUES ($1,$2,$3,'PAY',$4,$5,'satcat') ON CONFLICT (norad_id) DO NOTHING`,
      [
        s.norad,
        s.name,
        `${s.cospar.slice(0, 2) < '57' ? '20' : '19'}${s.cospar.slice(0, 2)}-${s.cospar.slice(2)}`,
        s.owner,
        s.launched,
      ],
    );
  await importObjects(app, db, now);
  for (const d of FIXTURE_DECAYS)
    await db.query(
      `INSERT INTO satcat (norad_id, name, object_type, owner, decay_date, source)
       VALUES ($1,$2,$3,$4,($5::timestamptz)::date,'satcat') ON CONFLICT (norad_id) DO NOTHING`,
      [d.norad, d.name, d.type, d.owner, new Date(now.getTime() - d.daysAgo * DAY).toISOString()],
    );
  for (const l of FIXTURE_LAUNCHES) {
    // Whole minutes, so an answer's time of day is exact.
    const net = new Date(Math.round((now.getTime() + l.inHours * HOUR) / 60_000) * 60_000);
    await db.query(
      `INSERT INTO launches (id, name, status_abbrev, status_name, net, window_start, window_end, vehicle, provider,
         mission_name, mission_description, mission_type, orbit, pad_name, pad_location)
       VALUES ($1,$2,$3,$4,$5,$5,$5,$6,$7,$8,$9,'Communications','Low Earth Orbit',$10,$11)`,
      [
        l.id,
        `${l.vehicle} | ${l.mission}`,
        l.status[0],
        l.status[1],
        net.toISOString(),
        l.vehicle,
        l.provider,
        l.mission,
        `Evaluation fixture: ${l.mission}.`,
        l.pad[0],
        l.pad[1],
      ],
    );
  }
  // As after one successful Launch Library fetch (the refresh's lease records it).
  await db.query(
    `INSERT INTO refresh_leases (name, last_refresh, last_attempt) VALUES ('launches', now(), now())
     ON CONFLICT (name) DO UPDATE SET last_refresh = now(), last_attempt = now(), last_error = NULL`,
  );

  const lines = async (norad: number) =>
    (
      await db.query<{ line1: string; line2: string }>('SELECT line1, line2 FROM satellites WHERE norad_id = $1', [
        norad,
      ])
    )[0]!;
  const run = (
    await db.query<{ id: string }>(
      `INSERT INTO conjunction_runs (status, trigger, started_at, finished_at, duration_ms, window_start, window_end,
         threshold_km, objects, pairs_examined, conjunctions, found)
       VALUES ('done', 'catalog', $1, $1, 1000, $1, $2, 5, 1843, 1000000, $3, $3) RETURNING id::text AS id`,
      [
        new Date(now.getTime() - 4 * HOUR).toISOString(),
        new Date(now.getTime() + 7 * DAY).toISOString(),
        FIXTURE_CONJUNCTIONS.length,
      ],
    )
  )[0]!.id;
  const epoch = new Date(Math.floor(now.getTime() / DAY) * DAY);
  for (const [primary, secondaryName, secondary, inHours, miss] of FIXTURE_CONJUNCTIONS) {
    const p = await lines(primary);
    const pName = (await db.query<{ name: string }>('SELECT name FROM satellites WHERE norad_id = $1', [primary]))[0]!
      .name;
    const [s1, s2] = tle(secondary, '99001A', epoch, { inc: 82.5, raan: 40, ecc: 0.002, argp: 10, ma: 20, n: 14.9 });
    await db.query(
      `INSERT INTO conjunctions (run_id, primary_norad, secondary_norad, primary_name, secondary_name, primary_line1,
         primary_line2, secondary_line1, secondary_line2, primary_epoch, secondary_epoch, tca, miss_km, rel_speed_kms,
         radial_km, in_track_km, cross_track_km)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$10,$11,$12,11.2,0.3,$12,0.2)`,
      [
        run,
        primary,
        secondary,
        pName,
        secondaryName,
        p.line1,
        p.line2,
        s1,
        s2,
        epoch.toISOString(),
        new Date(Math.round((now.getTime() + inHours * HOUR) / 60_000) * 60_000).toISOString(),
        miss,
      ],
    );
  }
}
