import type { Settings } from '@cosmos/contracts';
import { DEFAULT_SETTINGS } from '@cosmos/contracts/settings-defaults';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';

// Saving lives in save-settings.ts: App reads settings from the entry bundle, and only the Settings page saves them.
export const settingsKey = ['settings'] as const;

export function useSettings(enabled = true) {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => api<Settings>('/api/settings', { failMessage: i18n.t('settings-api:errors.fetchSettings') }),
    enabled,
    placeholderData: DEFAULT_SETTINGS,
  });
}
