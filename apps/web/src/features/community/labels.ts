import { COMMUNITY_CATEGORIES, type CommunityCategoryId, type FeatureStatus } from '@cosmos/contracts';

export const categoryName = (id: string) => COMMUNITY_CATEGORIES.find((c) => c.id === id)?.name ?? 'Community';
export const isCategory = (id: string | undefined): id is CommunityCategoryId =>
  COMMUNITY_CATEGORIES.some((c) => c.id === id);
export const STATUS_LABEL: Record<FeatureStatus, string> = {
  planned: 'Planned',
  in_progress: 'In progress',
  done: 'Done',
};
export const STATUS_COLOR: Record<FeatureStatus, 'info' | 'warning' | 'success'> = {
  planned: 'info',
  in_progress: 'warning',
  done: 'success',
};

export function timeAgo(iso: string) {
  const s = Math.max(0, (Date.now() - new Date(iso).getTime()) / 1000);
  if (s < 60) return 'just now';
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86400) return `${Math.floor(s / 3600)} h ago`;
  if (s < 7 * 86400) return `${Math.floor(s / 86400)} d ago`;
  return new Date(iso).toLocaleDateString();
}
