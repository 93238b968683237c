import type { Settings, SettingsPatch } from '@cosmos/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { settingsKey } from './settings';

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) =>
      api<Settings>('/api/settings', {
        method: 'PUT',
        body: patch,
        failMessage: i18n.t('settings-api:errors.saveSettings'),
      }),
    onSuccess: (saved) => qc.setQueryData(settingsKey, saved),
  });
}
