/** Query keys of the community feature; every key starts with 'community' so a reconnect can refetch them all. */
export const communityKeys = {
  all: ['community'] as const,
  status: ['community', 'status'] as const,
  categories: ['community', 'categories'] as const,
  threads: (category: string, sort: string, status: string) =>
    ['community', 'threads', category, sort, status] as const,
  thread: (id: string) => ['community', 'thread', id] as const,
  posts: (id: string) => ['community', 'posts', id] as const,
  search: (q: string) => ['community', 'search', q] as const,
  reports: (status: string) => ['community', 'reports', status] as const,
  log: ['community', 'log'] as const,
};
