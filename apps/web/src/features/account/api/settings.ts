import { DEFAULT_SETTINGS } from '@cosmos/contracts/settings-defaults';
import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from '../../../lib/api/queries/settings';

// Saving lives in save-settings.ts: App reads settings from the entry bundle, and only the Settings page saves them.
export function useSettings(enabled = true) {
  return useQuery({ ...settingsQuery(), enabled, placeholderData: DEFAULT_SETTINGS });
}
