import { paths } from '../lib/paths.ts'; // with its extension: the build's config loader reads this file (ADR 0007)

/**
 * What the server paints before any script runs (ADR 0007): for these pages, the heading and subtitle the page itself
 * renders first, as `namespace:key` texts. The build (build/first-paint.ts) turns this into first-paint.json with the
 * texts in every language; the server writes them into index.html. A page not listed gets the shell without a heading.
 * Keep each entry in step with the page's PageHeader (first-paint-pages.test.ts checks the keys exist).
 */
export type FirstPaintPage = { pattern: string; title: string; subtitle?: string };

export const FIRST_PAINT_PAGES: FirstPaintPage[] = [
  { pattern: paths.home.pattern, title: 'home:welcome' },
  { pattern: paths.dashboard.pattern, title: 'dashboard:title' },
  { pattern: paths.missionControl.pattern, title: 'missions:title', subtitle: 'missions:subtitle' },
  { pattern: paths.conjunctions.pattern, title: 'conjunctions:title', subtitle: 'conjunctions:subtitle' },
  { pattern: paths.satelliteData.pattern, title: 'sky:title' },
  { pattern: paths.spaceScience.pattern, title: 'science:title', subtitle: 'science:subtitle' },
  { pattern: paths.vrExperience.pattern, title: 'vr:title', subtitle: 'vr:subtitle' },
  { pattern: paths.documentation.pattern, title: 'docs:title', subtitle: 'docs:subtitle' },
  {
    pattern: paths.subscription.pattern,
    title: 'billing:subscription.title',
    subtitle: 'billing:subscription.subtitle',
  },
  { pattern: paths.subscriptionPlans.pattern, title: 'billing:plans.title', subtitle: 'billing:plans.subtitle' },
  { pattern: paths.dataAccess.pattern, title: 'billing:dataAccess.title', subtitle: 'billing:dataAccess.subtitle' },
  { pattern: paths.settings.pattern, title: 'account:settings.title' },
  { pattern: paths.support.pattern, title: 'support:center.title', subtitle: 'support:center.subtitle' },
  { pattern: paths.community.pattern, title: 'community:title', subtitle: 'community:subtitle' },
];

/** The sign-in card's texts, in the order the card shows them. */
export const FIRST_PAINT_LOGIN = {
  title: 'auth:login.title',
  subtitle: 'auth:login.subtitle',
  email: 'auth:email',
  password: 'auth:password',
  forgot: 'auth:login.forgot',
  submit: 'auth:login.submit',
  noAccount: 'auth:login.noAccount',
  signUp: 'auth:login.signUp',
} as const;

/** The top bar's texts, and what boot.ts shows when the app's code cannot be loaded. */
export const FIRST_PAINT_SHELL = {
  brand: 'app:topBar.brand',
  logo: 'app:topBar.logo',
  failed: 'ui:bootFailed',
} as const;

/** The home page's search box and the carousel's first slide (the largest text of the page on a phone). */
export const FIRST_PAINT_HOME = {
  search: 'home:search.placeholder',
  position: 'home:carousel.position',
  title: 'home:featured.iss.title',
  text: 'home:featured.iss.text',
  explore: 'home:carousel.explore',
} as const;
