import { formatDateTime, i18n } from '../../lib/i18n';
/** Dates in the interface language; "never" rather than an empty cell. */
export const when = (iso: string | null | undefined, never = i18n.t('admin:never')) =>
  iso ? formatDateTime(iso) : never;
export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
/** Read when shown, so the labels follow the interface language. */
export const ROLE_LABEL = {
  get user() {
    return i18n.t('admin:roles.user');
  },
  get agent() {
    return i18n.t('admin:roles.agent');
  },
  get admin() {
    return i18n.t('admin:roles.admin');
  },
};
