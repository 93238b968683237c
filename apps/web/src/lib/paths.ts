/**
 * Every route path of the SPA, written once. The router, the side menu and every link or navigate call
 * read from here, so renaming a page is one edit and a typo is a type error rather than a dead link.
 *
 * `paths.x.pattern` is what the router matches (relative to its parent when nested); `paths.x.to(...)`
 * builds a concrete URL. Parameterised paths take their parameters as arguments.
 */
const fixed = <P extends string>(path: P) => ({ pattern: path, to: () => path });

export const paths = {
  // Outside the signed-in shell.
  login: fixed('/login'),
  register: fixed('/register'),
  forgotPassword: fixed('/forgot-password'),
  resetPassword: fixed('/reset-password'),
  verifyEmail: fixed('/verify-email'),
  /** "How accurate is Cosmos?": public, no sign-in. */
  accuracy: fixed('/accuracy'),

  // Inside the shell.
  home: fixed('/'),
  dashboard: fixed('/dashboard'),
  missionControl: {
    pattern: '/mission-control',
    /** A tab of Mission Control, and for the launch tab the launch to show (notification links). */
    to: (tab?: 'schedule' | 'launch' | 'active' | 'reentries', launchId?: string) => {
      const p = new URLSearchParams();
      if (tab) p.set('tab', tab);
      if (launchId) p.set('launch', launchId);
      return p.size ? `/mission-control?${p}` : '/mission-control';
    },
  },
  conjunctions: fixed('/conjunctions'),
  dataVisualization: fixed('/data-visualization'),
  satelliteData: fixed('/satellite-data'),
  observing: fixed('/observing'),
  observingIdentify: fixed('/observing/identify'),
  observingFollows: fixed('/observing/follows'),
  observingSky: fixed('/observing/sky'),
  observingPlanner: fixed('/observing/planner'),
  object: { pattern: '/objects/:id', to: (id: string) => `/objects/${encodeURIComponent(id)}` },
  spaceScience: fixed('/space-science'),
  vrExperience: fixed('/vr-experience'),
  vrScene: {
    pattern: '/vr-experience/:sceneId',
    to: (sceneId: string) => `/vr-experience/${encodeURIComponent(sceneId)}`,
  },
  documentation: fixed('/documentation'),
  doc: { pattern: '/docs/:docId', to: (docId: string) => `/docs/${encodeURIComponent(docId)}` },
  profile: fixed('/profile'),
  settings: fixed('/settings'),
  subscription: fixed('/subscription'),
  subscriptionPlans: {
    pattern: '/subscription-plans',
    to: (hash?: 'billing') => (hash ? `/subscription-plans#${hash}` : '/subscription-plans'),
  },
  dataAccess: fixed('/data-access'),
  team: fixed('/team'),
  /** Where an emailed team invitation lands (the token in the fragment). */
  joinTeam: fixed('/teams/join'),
  /** Site administrators: every team and its dedicated agent. */
  teamsAdmin: fixed('/admin/teams'),
  support: {
    pattern: '/support',
    to: (category?: string) => (category ? `/support?category=${encodeURIComponent(category)}` : '/support'),
  },
  myTickets: fixed('/support/tickets'),
  ticket: { pattern: '/support/tickets/:id', to: (id: string) => `/support/tickets/${encodeURIComponent(id)}` },
  ticketQueue: fixed('/support/queue'),
  supportCenter: fixed('/support-center'),
  community: fixed('/community'),
  communityReports: fixed('/community/reports'),
  communityThread: {
    pattern: '/community/t/:threadId',
    to: (threadId: string) => `/community/t/${encodeURIComponent(threadId)}`,
  },
  communityCategory: {
    pattern: '/community/:category',
    to: (category: string) => `/community/${encodeURIComponent(category)}`,
  },
  admin: {
    pattern: '/admin',
    to: (tab?: 'users' | 'catalogue' | 'jobs' | 'agents' | 'audit') => (tab ? `/admin?tab=${tab}` : '/admin'),
  },
} as const;

export type PathName = keyof typeof paths;

/** The router's child path under the shell ('/' is the shell itself): '/dashboard' → 'dashboard'. */
export const childPattern = (name: PathName) => paths[name].pattern.replace(/^\//, '');
