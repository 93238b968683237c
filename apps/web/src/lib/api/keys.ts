/**
 * Every query key of the web app, from one factory (docs/adr/0021). A key is a path: an area first, then what
 * narrows it, so `invalidateQueries({ queryKey: keys.teams.one(id) })` refreshes everything under that team.
 * Two screens that show the same answer use the same key, so a change on one is seen on the other (issue 31:
 * `/api/follows` used to live under two keys). Add a key here, never as a literal in a feature.
 */
export const keys = {
  auth: () => ['auth'] as const,
  settings: () => ['settings'] as const,
  follows: {
    all: () => ['follows'] as const,
    /** The followed satellites' element sets: under the list, so they refresh with it. */
    elements: () => ['follows', 'elements'] as const,
  },
  places: {
    all: () => ['places'] as const,
    search: (q: string) => ['places', 'search', q] as const,
  },
  catalogue: {
    search: (params: string) => ['catalogue', 'search', params] as const,
    facets: (params: string) => ['catalogue', 'facets', params] as const,
    object: (id: string) => ['catalogue', 'object', id] as const,
    history: (id: string) => ['catalogue', 'history', id] as const,
  },
  orbitTrack: (id: string, slot: number) => ['orbit-track', id, slot] as const,
  teams: {
    all: () => ['teams'] as const,
    one: (teamId: string | undefined) => ['teams', teamId] as const,
    views: (teamId: string | undefined) => ['teams', teamId, 'views'] as const,
    launches: (teamId: string | undefined) => ['teams', teamId, 'launches'] as const,
    keys: (teamId: string | undefined) => ['teams', teamId, 'keys'] as const,
    invitations: (teamId: string | undefined) => ['teams', teamId, 'invitations'] as const,
    follows: (teamId: string | undefined) => ['teams', teamId, 'follows'] as const,
    activity: (teamId: string | undefined) => ['teams', teamId, 'activity'] as const,
    invitation: (token: string) => ['team-invitation', token] as const,
  },
  observing: {
    all: () => ['observing'] as const,
    feed: () => ['observing', 'feed'] as const,
    skyData: () => ['observing', 'sky-data'] as const,
    horizon: (placeId?: string) => (placeId ? (['observing', 'horizon', placeId] as const) : ['observing', 'horizon']),
  },
  sky: {
    station: () => ['sky', 'station'] as const,
    tonight: (locationId: string | undefined) => ['sky', 'tonight', locationId] as const,
    weather: (locationId: string | undefined) => ['sky', 'weather', locationId] as const,
    brightest: (locationId: string | undefined) => ['sky', 'brightest', locationId] as const,
    passes: (id: string, locationId: string | undefined) => ['sky', 'passes', id, locationId] as const,
    outlook: (id: string, locationId: string | undefined, days: number) =>
      ['sky', 'outlook', id, locationId, days] as const,
    trains: (locationId: string | undefined) => ['sky', 'trains', locationId] as const,
  },
  accuracy: () => ['accuracy'] as const,
  objects: { passes: (id: string) => ['objects', 'passes', id] as const },
  visualization: { catalogue: () => ['visualization', 'catalogue'] as const },
  vr: { iss: () => ['vr', 'iss'] as const },
  launches: {
    all: () => ['launches'] as const,
    window: (window: string) => ['launches', window] as const,
    one: (id: string) => ['launches', 'one', id] as const,
  },
  notifications: { skyAlerts: () => ['notifications', 'sky-alerts'] as const },
  /** This browser's push subscription as the server knows it (Settings → Push notifications). */
  push: { device: () => ['push', 'device'] as const },
  reentries: (horizonDays: number) => ['reentries', horizonDays] as const,
  missions: { active: () => ['missions', 'active'] as const },
  conjunctions: {
    all: () => ['conjunctions'] as const,
    list: (filters: unknown) => ['conjunctions', filters] as const,
    status: () => ['conjunctions', 'status'] as const,
    track: (id: string) => ['conjunctions', 'track', id] as const,
    owners: (runId: string | undefined) => ['conjunctions', 'owners', runId] as const,
  },
  subscription: {
    all: () => ['subscription'] as const,
    current: () => ['subscription', 'current'] as const,
    plans: () => ['subscription', 'plans'] as const,
    preview: (planId: string | undefined) => ['subscription', 'preview', planId] as const,
    invoices: () => ['subscription', 'invoices'] as const,
    invoicePage: (limit: number, offset: number) => ['subscription', 'invoices', limit, offset] as const,
  },
  billing: {
    provider: () => ['billing', 'provider'] as const,
    details: () => ['billing', 'details'] as const,
    /** The card on file (sandbox provider): brand, last four and expiry. */
    paymentMethod: () => ['billing', 'payment-method'] as const,
  },
  entitlements: () => ['entitlements'] as const,
  usage: () => ['usage'] as const,
  apiKeys: () => ['api-keys'] as const,
  activity: () => ['activity'] as const,
  news: () => ['news'] as const,
  discoveries: () => ['discoveries'] as const,
  events: { upcoming: (language: string) => ['events', 'upcoming', language] as const },
  homeSearch: (text: string) => ['home-search', text] as const,
  docs: {
    all: () => ['docs'] as const,
    index: () => ['docs-index'] as const,
    page: (id: string) => ['docs', id] as const,
    faqs: () => ['faqs'] as const,
    helpSearch: (q: string) => ['help-search', q] as const,
  },
  support: {
    channels: () => ['support-channels'] as const,
    slaStats: (days: number) => ['support', 'sla-stats', days] as const,
  },
  tickets: {
    all: () => ['tickets'] as const,
    mine: () => ['tickets', 'mine'] as const,
    /** Every staff queue (any status). */
    queues: () => ['tickets', 'all'] as const,
    queue: (status: string) => ['tickets', 'all', status] as const,
    one: (id: string) => ['ticket', id] as const,
  },
  community: {
    all: () => ['community'] as const,
    status: () => ['community', 'status'] as const,
    categories: () => ['community', 'categories'] as const,
    threads: (category: string, sort: string, status: string) =>
      ['community', 'threads', category, sort, status] as const,
    thread: (id: string) => ['community', 'thread', id] as const,
    posts: (id: string) => ['community', 'posts', id] as const,
    search: (q: string) => ['community', 'search', q] as const,
    reports: (status: string) => ['community', 'reports', status] as const,
    log: () => ['community', 'log'] as const,
  },
  admin: {
    all: () => ['admin'] as const,
    users: (q: string, offset: number) => ['admin', 'users', q, offset] as const,
    user: (id: string) => ['admin', 'user', id] as const,
    catalog: () => ['admin', 'catalog'] as const,
    jobs: () => ['admin', 'jobs'] as const,
    agents: () => ['admin', 'agents'] as const,
    audit: (offset: number, limit: number) => ['admin', 'audit', offset, limit] as const,
    teams: () => ['admin', 'teams'] as const,
  },
  security: {
    mfa: () => ['auth', 'mfa'] as const,
    sessions: () => ['auth', 'sessions'] as const,
  },
};
