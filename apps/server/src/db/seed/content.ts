import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from '../../lib/paths.ts';
/** Fixed editorial content the spec shows: discoveries, FAQ, documentation index, VR experiences, notices. */

export const DISCOVERIES = [
  {
    id: 'jwst-earliest-galaxies',
    title: 'Webb Finds the Earliest Galaxies',
    description:
      'The James Webb Space Telescope confirmed galaxies that formed less than 300 million years after the Big Bang, earlier than models predicted.',
    image: '/images/discoveries/jwst.svg',
    icon: 'telescope',
    date: 'December 2024',
  },
  {
    id: 'europa-clipper',
    title: 'Europa Clipper on Its Way',
    description:
      'NASA launched Europa Clipper to study whether the ocean under Europa\u2019s ice could support life. It arrives at Jupiter in 2030.',
    image: '/images/discoveries/europa.svg',
    icon: 'public',
    date: 'October 2024',
  },
  {
    id: 'bennu-samples',
    title: 'Bennu Samples Hold Life\u2019s Ingredients',
    description:
      'OSIRIS-REx samples from asteroid Bennu contain amino acids and all five nucleobases used by life on Earth.',
    image: '/images/discoveries/bennu.svg',
    icon: 'science',
    date: 'January 2025',
  },
  {
    id: 'k2-18b',
    title: 'Possible Biosignature on K2-18 b',
    description:
      'Webb spectra of the sub-Neptune K2-18 b show methane and carbon dioxide, and a tentative signal of dimethyl sulfide.',
    image: '/images/discoveries/k2-18b.svg',
    icon: 'auto_awesome',
    date: 'April 2025',
  },
];

export const FAQS = [
  {
    id: 'realtime',
    question: 'How often is the satellite data updated?',
    answer: 'Pro and Enterprise plans get real-time data updates. The Basic plan gets updates every 15 minutes.',
  },
  {
    id: 'formats',
    question: 'Which data formats can I export?',
    answer:
      'Formats are JSON, CSV and custom API endpoints. The 3D view exports what is on screen as JSON, CSV or XML on every plan; bulk exports are part of Pro and Enterprise.',
  },
  {
    id: 'vr',
    question: 'Do I need a VR headset?',
    answer:
      'No. Every VR experience runs as an interactive 3D view in the browser, and offers Enter VR when a WebXR headset is connected.',
  },
  {
    id: 'cancel',
    question: 'Can I cancel my subscription at any time?',
    answer: 'Yes. Cancelling keeps your access until the end of the paid period, and you can resume before then.',
  },
  {
    id: 'sources',
    question: 'Where does the sky data come from?',
    answer:
      'Satellites are propagated with SGP4 from the public GP orbital catalogue; the Sun, Moon and planets come from astronomical ephemerides; stars from published catalogues.',
  },
  {
    id: 'ground-station',
    question: 'How do I see passes over my location?',
    answer:
      'Set your location in your Profile. Satellite Data then shows the satellites above your horizon and the next passes.',
  },
];

/** The documentation pages: Markdown in modules/content/docs, read once when the seed runs (named from the package root: the compiled bundle lives in dist/). */
const doc = (id: string) => readFileSync(join(serverRoot, 'src', 'modules', 'content', 'docs', `${id}.md`), 'utf8');
export const DOCS = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    href: '/docs/getting-started',
    summary: 'Create your account, set your location and open your first 3D view.',
    body: doc('getting-started'),
  },
  {
    id: 'using-data',
    title: 'Using the data',
    href: '/docs/using-data',
    summary: 'The 3D view, the timeline, exports and satellite passes.',
    body: doc('using-data'),
  },
  {
    id: 'billing',
    title: 'Subscriptions and billing',
    href: '/docs/billing',
    summary: 'Plans and prices, changing or cancelling, invoices and quotas.',
    body: doc('billing'),
  },
  {
    id: 'security',
    title: 'Account security',
    href: '/docs/security',
    summary: 'Password reset, two-factor authentication, sessions and API keys.',
    body: doc('security'),
  },
  {
    id: 'api-guide',
    title: 'API reference and guide',
    href: '/docs/api-guide',
    summary: 'Authenticate with API keys, curl examples, rate limits and errors.',
    body: doc('api-guide'),
  },
  { id: 'faqs', title: 'FAQs', href: '/docs/faqs', summary: 'Answers to common questions.', body: doc('faqs') },
  {
    id: 'api',
    title: 'API Reference',
    href: '/api/docs',
    summary: 'Every endpoint, request and response of the Cosmos API.',
    body: 'The API is described by an OpenAPI 3.1 document at /api/openapi.json. Authenticate with an API key on Enterprise Mission; see the API guide.',
  },
  {
    id: 'integration',
    title: 'Integration Guide',
    href: '/docs/integration',
    summary: 'Stream live positions into your own tools.',
    body: doc('integration'),
  },
  {
    id: 'best-practices',
    title: 'Best Practices',
    href: '/docs/best-practices',
    summary: 'Request what you need, cache what you can.',
    body: doc('best-practices'),
  },
  {
    id: 'tutorials',
    title: 'Tutorials',
    href: '/docs/tutorials',
    summary: 'Step-by-step walkthroughs.',
    body: doc('tutorials'),
  },
  {
    id: 'downloads',
    title: 'Downloads',
    href: '/docs/downloads',
    summary: 'Offline documentation and sample data.',
    body: doc('downloads'),
  },
];

export const VR_SCENES = [
  {
    id: 'space-station',
    title: 'Space Station Tour',
    description:
      'Ride along the International Space Station\u2019s live orbit, with the Earth lit by the real Sun below you.',
    thumbnail: '/images/vr/space-station.svg',
    parameters: { noradId: 25544 },
  },
  {
    id: 'solar-system',
    title: 'Solar System Explorer',
    description: 'Visit the planets at their real positions for today or any date you choose.',
    thumbnail: '/images/vr/solar-system.svg',
    parameters: { scale: 'visitable' },
  },
  {
    id: 'satellite-ops',
    title: 'Satellite Operations',
    description: 'See the live catalogue around the Earth, follow a constellation and a satellite\u2019s footprint.',
    thumbnail: '/images/vr/satellite-ops.svg',
    parameters: { highlight: ['GPS', 'STARLINK'] },
  },
  {
    id: 'deep-space',
    title: 'Deep Space Missions',
    description: 'Fly the trajectories of Voyager, New Horizons, Parker Solar Probe and JWST.',
    thumbnail: '/images/vr/deep-space.svg',
    parameters: { probes: ['voyager-1', 'voyager-2', 'new-horizons', 'parker', 'jwst'] },
  },
];

export const NOTICES = [
  {
    id: 'launch-window',
    kind: 'event',
    title: 'Artemis II launch window',
    detail: 'Crewed lunar flyby launch window opens.',
    date: '2026-04-01T00:00:00Z',
  },
  {
    id: 'catalog-update',
    kind: 'update',
    title: 'Orbital catalogue refreshed',
    detail: 'The satellite catalogue is refreshed every 6 hours.',
    date: '2026-01-01T00:00:00Z',
  },
  {
    id: 'solar-storm',
    kind: 'alert',
    title: 'Geomagnetic storm watch',
    detail: 'Aurora may be visible at high latitudes.',
    date: '2026-02-01T00:00:00Z',
  },
];
