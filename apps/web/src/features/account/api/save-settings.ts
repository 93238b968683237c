import type { SettingsPatch } from '@cosmos/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../../lib/api/keys';
import { saveSettings } from '../../../lib/api/queries/settings';

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => saveSettings(patch),
    onSuccess: (saved) => qc.setQueryData(keys.settings(), saved),
  });
}
