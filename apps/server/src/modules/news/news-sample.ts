import type { NewsItem } from '@cosmos/contracts';

/**
 * Shown (labelled "sample") until a fetch of NEWS_URL succeeds, and with NEWS_URL=off: real events with their real
 * dates, linked to the publishers' front pages rather than to article addresses we cannot check offline.
 */
export const SAMPLE_NEWS: NewsItem[] = [
  {
    id: 'sample-blue-ghost-landing',
    title: "Firefly's Blue Ghost lands in Mare Crisium",
    summary: 'The first commercial lunar lander to touch down upright and complete its surface mission.',
    url: 'https://www.nasa.gov/',
    source: 'NASA',
    publishedAt: '2025-03-02T08:34:00.000Z',
  },
  {
    id: 'sample-new-glenn-first-flight',
    title: "Blue Origin's New Glenn reaches orbit on its first flight",
    summary: 'The heavy rocket placed its Blue Ring pathfinder in orbit from Cape Canaveral.',
    url: 'https://www.blueorigin.com/',
    source: 'Blue Origin',
    publishedAt: '2025-01-16T07:03:00.000Z',
  },
  {
    id: 'sample-europa-clipper-launch',
    title: 'Europa Clipper launches towards Jupiter',
    summary: "NASA's largest planetary spacecraft left on a Falcon Heavy to study Europa's ocean.",
    url: 'https://www.nasa.gov/',
    source: 'NASA',
    publishedAt: '2024-10-14T16:06:00.000Z',
  },
  {
    id: 'sample-starship-booster-catch',
    title: 'Starship flight 5: the Super Heavy booster is caught by the launch tower',
    summary: 'The first catch of a returning booster by the tower arms at Starbase, Texas.',
    url: 'https://www.spacex.com/',
    source: 'SpaceX',
    publishedAt: '2024-10-13T12:25:00.000Z',
  },
];
