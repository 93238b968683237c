/**
 * The bundled offline launches, served while LAUNCHES_URL has never been fetched (no network, or "off").
 * Every entry is marked as a sample (`sample-` id, "Sample:" name, `sample: true` in the API). Upcoming samples'
 * times are relative to now, anchored on six-hour steps so that two requests see the same countdown target and an
 * upcoming sample stays at least four hours ahead (never due for a one-hour alert). Past samples are real launches
 * at their real dates (`at`): an invented recent date ("Zarya launched Nov 25, 2026") contradicted the object page,
 * which says 1998 (issue 36).
 */
import type { LaunchRecord } from './launch-library.ts';

const HOUR = 3_600_000;
const ANCHOR_STEP = 6 * HOUR;

type Sample = Omit<LaunchRecord, 'net' | 'windowStart' | 'windowEnd'> & {
  windowHours: number;
} & ({ inHours: number; at?: never } | { at: string; inHours?: never });

const SAMPLES: Sample[] = [
  {
    id: 'sample-1',
    name: 'Sample: Falcon 9 Block 5 | Starlink Group 12-7',
    statusAbbrev: 'Go',
    statusName: 'Go for Launch',
    inHours: 10,
    windowHours: 4,
    vehicle: 'Falcon 9 Block 5',
    provider: 'SpaceX',
    missionName: 'Starlink Group 12-7',
    missionDescription: 'Sample entry: a batch of Starlink satellites for the 53° shell.',
    missionType: 'Communications',
    orbit: 'Low Earth Orbit',
    padName: 'Space Launch Complex 40',
    padLocation: 'Cape Canaveral SFS, FL, USA',
    launchDesignator: null,
  },
  {
    id: 'sample-2',
    name: 'Sample: Soyuz 2.1a | Progress MS-33',
    statusAbbrev: 'Go',
    statusName: 'Go for Launch',
    inHours: 30,
    windowHours: 0,
    vehicle: 'Soyuz 2.1a',
    provider: 'Roscosmos',
    missionName: 'Progress MS-33',
    missionDescription: 'Sample entry: uncrewed cargo resupply of the International Space Station.',
    missionType: 'Resupply',
    orbit: 'Low Earth Orbit',
    padName: '31/6',
    padLocation: 'Baikonur Cosmodrome, Kazakhstan',
    launchDesignator: null,
  },
  {
    id: 'sample-3',
    name: 'Sample: Ariane 6 | Galileo L14',
    statusAbbrev: 'TBC',
    statusName: 'To Be Confirmed',
    inHours: 80,
    windowHours: 1,
    vehicle: 'Ariane 62',
    provider: 'Arianespace',
    missionName: 'Galileo L14',
    missionDescription: 'Sample entry: two Galileo navigation satellites to medium Earth orbit.',
    missionType: 'Navigation',
    orbit: 'Medium Earth Orbit',
    padName: 'ELA-4',
    padLocation: 'Guiana Space Centre, French Guiana',
    launchDesignator: null,
  },
  {
    id: 'sample-4',
    name: 'Sample: Long March 2F | Shenzhou 23',
    statusAbbrev: 'TBD',
    statusName: 'To Be Determined',
    inHours: 200,
    windowHours: 0,
    vehicle: 'Long March 2F/G',
    provider: 'CASC',
    missionName: 'Shenzhou 23',
    missionDescription: 'Sample entry: crew rotation to the Tiangong space station.',
    missionType: 'Human Exploration',
    orbit: 'Low Earth Orbit',
    padName: 'Launch Area 4 (SLS-1)',
    padLocation: 'Jiuquan Satellite Launch Center, China',
    launchDesignator: null,
  },
  {
    id: 'sample-5',
    name: 'Sample: Proton-K | Zarya',
    statusAbbrev: 'Success',
    statusName: 'Launch Successful',
    at: '1998-11-20T06:40:00Z',
    windowHours: 0,
    vehicle: 'Proton-K',
    provider: 'Khrunichev',
    missionName: 'Zarya',
    missionDescription:
      'Sample entry: the first module of the International Space Station, at its real launch date and designator (1998-067), so the link to its catalogue object can be seen offline.',
    missionType: 'Human Exploration',
    orbit: 'Low Earth Orbit',
    padName: '81/23',
    padLocation: 'Baikonur Cosmodrome, Kazakhstan',
    launchDesignator: '1998-067',
  },
  {
    id: 'sample-6',
    name: 'Sample: Electron | We Will Never Desert You',
    statusAbbrev: 'Failure',
    statusName: 'Launch Failure',
    at: '2023-09-19T06:55:00Z',
    windowHours: 0,
    vehicle: 'Electron',
    provider: 'Rocket Lab',
    missionName: 'We Will Never Desert You (Acadia-2)',
    missionDescription:
      'Sample entry: a launch that did not reach orbit (a radar satellite for Capella Space), at its real date.',
    missionType: 'Earth Science',
    orbit: 'Sun-Synchronous Orbit',
    padName: 'Rocket Lab Launch Complex 1B',
    padLocation: 'Onenui Station, Mahia Peninsula, New Zealand',
    launchDesignator: null,
  },
];

export const isSampleId = (id: string) => id.startsWith('sample-');

export function sampleLaunches(nowMs: number): LaunchRecord[] {
  const anchor = Math.floor(nowMs / ANCHOR_STEP) * ANCHOR_STEP;
  return SAMPLES.map(({ inHours, at, windowHours, ...rest }) => {
    const net = at !== undefined ? new Date(at) : new Date(anchor + inHours * HOUR);
    return { ...rest, net, windowStart: net, windowEnd: new Date(net.getTime() + windowHours * HOUR) };
  });
}
