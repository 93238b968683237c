/** The spec's side menu (§2), in order. */
export const MENU = [
  { path: '/', label: 'Home', icon: 'home' },
  { path: '/dashboard', label: 'Dashboard', icon: 'dashboard' },
  { path: '/mission-control', label: 'Mission Control', icon: 'rocket' },
  { path: '/data-visualization', label: 'Data Visualization', icon: 'insights' },
  { path: '/satellite-data', label: 'Satellite Data', icon: 'satellite' },
  { path: '/space-science', label: 'Space Science', icon: 'science' },
  { path: '/vr-experience', label: 'VR Experience', icon: 'vr' },
  { path: '/documentation', label: 'Documentation', icon: 'docs' },
  { path: '/subscription', label: 'Subscription', icon: 'card' },
  { path: '/support-center', label: 'Support Center', icon: 'support' },
] as const;
