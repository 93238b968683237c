import type { Settings, SettingsPatch } from '@cosmos/contracts';
import { DEFAULT_SETTINGS } from '@cosmos/contracts/settings-defaults';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';

export const settingsKey = ['settings'] as const;

export function useSettings(enabled = true) {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => api<Settings>('/api/settings', { failMessage: i18n.t('account:errors.fetchSettings') }),
    enabled,
    placeholderData: DEFAULT_SETTINGS,
  });
}

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) =>
      api<Settings>('/api/settings', {
        method: 'PUT',
        body: patch,
        failMessage: i18n.t('account:errors.saveSettings'),
      }),
    onSuccess: (saved) => qc.setQueryData(settingsKey, saved),
  });
}
