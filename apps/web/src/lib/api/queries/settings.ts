/** GET/PUT /api/settings: one cache entry (keys.settings) read by Settings, Observing, VR and the app shell. */
import type { SettingsPatch } from '@cosmos/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../index';
import { keys } from '../keys';
import { i18n } from '../../i18n';

export const settingsQuery = (failMessage = i18n.t('settings-api:errors.fetchSettings')) =>
  queryOptions({
    queryKey: keys.settings(),
    queryFn: () => ok(client.GET('/api/settings', { failMessage })),
  });

export const saveSettings = (patch: SettingsPatch, failMessage = i18n.t('settings-api:errors.saveSettings')) =>
  ok(client.PUT('/api/settings', { body: patch, failMessage }));
