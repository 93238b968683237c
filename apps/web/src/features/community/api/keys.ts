import { keys } from '../../../lib/api/keys';

/** Query keys of the community feature, from the one factory (lib/api/keys.ts): every key starts with 'community'. */
export const communityKeys = {
  all: keys.community.all(),
  status: keys.community.status(),
  categories: keys.community.categories(),
  threads: keys.community.threads,
  thread: keys.community.thread,
  posts: keys.community.posts,
  search: keys.community.search,
  reports: keys.community.reports,
  log: keys.community.log(),
};
