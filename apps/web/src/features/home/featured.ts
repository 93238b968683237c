export const FEATURED = [
  { title: 'Ride the International Space Station', text: 'Follow the ISS on its live orbit and watch the Earth turn below.', to: '/vr-experience', image: '/images/vr/space-station.svg' },
  { title: 'Explore the Solar System', text: 'Visit every planet at its real position today.', to: '/vr-experience', image: '/images/vr/solar-system.svg' },
  { title: 'Command a Satellite Constellation', text: 'See thousands of satellites move in 3D, in real time.', to: '/data-visualization', image: '/images/vr/satellite-ops.svg' },
];

export const CAROUSEL_INTERVAL_MS = 5000; // spec §9

/** What the home search box can find: the portal's sections, by the words people use for them. */
export const SEARCH_INDEX = [
  { label: 'Mission Control', to: '/mission-control', words: 'missions launch schedule control' },
  { label: 'Satellite Data', to: '/satellite-data', words: 'satellites iss passes signal ground station' },
  { label: 'Data Visualization', to: '/data-visualization', words: '3d data stars planets comets asteroids visualization export' },
  { label: 'VR Experiences', to: '/vr-experience', words: 'vr experiences space station solar system deep space' },
  { label: 'Space Science', to: '/space-science', words: 'science discoveries news webb europa bennu' },
  { label: 'Documentation', to: '/documentation', words: 'docs documentation api guide tutorials' },
  { label: 'Subscription', to: '/subscription', words: 'plan billing invoice subscription upgrade' },
  { label: 'Support', to: '/support', words: 'help support faq ticket contact' },
];
