import { paths } from '../lib/paths';

/** The spec's side menu (§2), in order. */
export const MENU = [
  { path: paths.home.to(), label: 'Home', icon: 'home' },
  { path: paths.dashboard.to(), label: 'Dashboard', icon: 'dashboard' },
  { path: paths.missionControl.to(), label: 'Mission Control', icon: 'rocket' },
  { path: paths.dataVisualization.to(), label: 'Data Visualization', icon: 'insights' },
  { path: paths.satelliteData.to(), label: 'Satellite Data', icon: 'satellite' },
  // Not in the spec's menu: the observer's tools of issue 13 (map, "what was that?", follows).
  { path: paths.observing.to(), label: 'Observing', icon: 'observing' },
  { path: paths.spaceScience.to(), label: 'Space Science', icon: 'science' },
  { path: paths.vrExperience.to(), label: 'VR Experience', icon: 'vr' },
  { path: paths.documentation.to(), label: 'Documentation', icon: 'docs' },
  { path: paths.subscription.to(), label: 'Subscription', icon: 'card' },
  { path: paths.supportCenter.to(), label: 'Support Center', icon: 'support' },
] as const;

/** Entries after the spec's menu, each shown only to users whose role allows it (the server enforces the same). */
export const ROLE_MENU = [{ path: paths.admin.to(), label: 'Admin', icon: 'admin', role: 'admin' }] as const;
