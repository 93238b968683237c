import { paths } from '../../lib/paths.ts'; // with its extension: the build's config loader reads this file

/** Slides; `key` names their title and text in the `home` texts (featured.<key>.title/text). */
export const FEATURED = [
  {
    key: 'iss',
    to: paths.vrExperience.to(),
    image: '/images/vr/space-station.svg',
  },
  {
    key: 'solarSystem',
    to: paths.vrExperience.to(),
    image: '/images/vr/solar-system.svg',
  },
  {
    key: 'constellation',
    to: paths.dataVisualization.to(),
    image: '/images/vr/satellite-ops.svg',
  },
];

export const CAROUSEL_INTERVAL_MS = 5000; // spec §9

/**
 * What the home search box can find: the portal's sections, by the words people use for them. The label is the
 * `home` text search.<key>; the English words stay searchable in every language (people type ISS, API, VR).
 */
export const SEARCH_INDEX = [
  { key: 'missionControl', to: paths.missionControl.to(), words: 'missions launch schedule control' },
  { key: 'satelliteData', to: paths.satelliteData.to(), words: 'satellites iss passes signal ground station' },
  {
    key: 'dataVisualization',
    to: paths.dataVisualization.to(),
    words: '3d data stars planets comets asteroids visualization export',
  },
  {
    key: 'vrExperiences',
    to: paths.vrExperience.to(),
    words: 'vr experiences space station solar system deep space',
  },
  { key: 'spaceScience', to: paths.spaceScience.to(), words: 'science discoveries news webb europa bennu' },
  { key: 'documentation', to: paths.documentation.to(), words: 'docs documentation api guide tutorials' },
  { key: 'subscription', to: paths.subscription.to(), words: 'plan billing invoice subscription upgrade' },
  { key: 'support', to: paths.support.to(), words: 'help support faq ticket contact' },
];
