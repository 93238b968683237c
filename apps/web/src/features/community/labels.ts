import { COMMUNITY_CATEGORIES, type CommunityCategoryId, type FeatureStatus } from '@cosmos/contracts';
import { formatDate, i18n } from '../../lib/i18n';

/** Category names and descriptions in the interface language (the contracts hold the English ones). */
export const categoryName = (id: string) =>
  isCategory(id) ? i18n.t(`community:categories.${id}.name`) : i18n.t('community:title');
export const categoryDescription = (id: string) =>
  isCategory(id) ? i18n.t(`community:categories.${id}.description`) : '';
export const isCategory = (id: string | undefined): id is CommunityCategoryId =>
  COMMUNITY_CATEGORIES.some((c) => c.id === id);
/** Read when shown, so the labels follow the interface language. */
export const STATUS_LABEL: Record<FeatureStatus, string> = {
  get planned() {
    return i18n.t('community:status.planned');
  },
  get in_progress() {
    return i18n.t('community:status.in_progress');
  },
  get done() {
    return i18n.t('community:status.done');
  },
};
export const STATUS_COLOR: Record<FeatureStatus, 'info' | 'warning' | 'success'> = {
  planned: 'info',
  in_progress: 'warning',
  done: 'success',
};

export function timeAgo(iso: string) {
  const s = Math.max(0, (Date.now() - new Date(iso).getTime()) / 1000);
  if (s < 60) return i18n.t('community:ago.now');
  if (s < 3600) return i18n.t('community:ago.min', { n: Math.floor(s / 60) });
  if (s < 86400) return i18n.t('community:ago.h', { n: Math.floor(s / 3600) });
  if (s < 7 * 86400) return i18n.t('community:ago.d', { n: Math.floor(s / 86400) });
  return formatDate(iso);
}
