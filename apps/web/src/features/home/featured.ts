import { paths } from '../../lib/paths';

export const FEATURED = [
  {
    title: 'Ride the International Space Station',
    text: 'Follow the ISS on its live orbit and watch the Earth turn below.',
    to: paths.vrExperience.to(),
    image: '/images/vr/space-station.svg',
  },
  {
    title: 'Explore the Solar System',
    text: 'Visit every planet at its real position today.',
    to: paths.vrExperience.to(),
    image: '/images/vr/solar-system.svg',
  },
  {
    title: 'Command a Satellite Constellation',
    text: 'See thousands of satellites move in 3D, in real time.',
    to: paths.dataVisualization.to(),
    image: '/images/vr/satellite-ops.svg',
  },
];

export const CAROUSEL_INTERVAL_MS = 5000; // spec §9

/** What the home search box can find: the portal's sections, by the words people use for them. */
export const SEARCH_INDEX = [
  { label: 'Mission Control', to: paths.missionControl.to(), words: 'missions launch schedule control' },
  { label: 'Satellite Data', to: paths.satelliteData.to(), words: 'satellites iss passes signal ground station' },
  {
    label: 'Data Visualization',
    to: paths.dataVisualization.to(),
    words: '3d data stars planets comets asteroids visualization export',
  },
  {
    label: 'VR Experiences',
    to: paths.vrExperience.to(),
    words: 'vr experiences space station solar system deep space',
  },
  { label: 'Space Science', to: paths.spaceScience.to(), words: 'science discoveries news webb europa bennu' },
  { label: 'Documentation', to: paths.documentation.to(), words: 'docs documentation api guide tutorials' },
  { label: 'Subscription', to: paths.subscription.to(), words: 'plan billing invoice subscription upgrade' },
  { label: 'Support', to: paths.support.to(), words: 'help support faq ticket contact' },
];
