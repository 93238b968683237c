import { Typography } from '@mui/material';
import type { SkyPass } from '@cosmos/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../components/ui/QueryState';
import { ResponsiveTable } from '../../components/ui/ResponsiveTable';
import { passParts } from '@cosmos/contracts';
import { paths } from '../../lib/paths';
import { useObjectPasses } from './api';

/**
 * The next passes over the user's default observing place (the observer API's answer, first six), led by the visible
 * part and written by the one pass formatter (@cosmos/contracts pass-text.ts).
 */
export function ObjectPasses({ id }: { id: string }) {
  const { t, i18n } = useTranslation('objects');
  const passes = useObjectPasses(id, true);
  const data = passes.data;
  const parts = (p: SkyPass) => passParts(p, { timeZone: data?.station.timeZone, lang: i18n.language });
  return (
    <QueryState isLoading={passes.isLoading} error={passes.error} onRetry={() => passes.refetch()}>
      {data === null && (
        <Typography color="text.secondary">
          {t('passes.noLocation')} <RouterLink to={paths.profile.to()}>{t('passes.profile')}</RouterLink>
        </Typography>
      )}
      {data && data.passes.length === 0 && <Typography color="text.secondary">{t('passes.none')}</Typography>}
      {data && data.passes.length > 0 && (
        <>
          <ResponsiveTable
            testId="object-passes"
            label={t('passes.title')}
            rows={data.passes.slice(0, 6)}
            rowKey={(p) => p.rise.time}
            columns={[
              { key: 'day', header: t('passes.date'), card: 'title', nowrap: true, cell: (p) => parts(p).day },
              {
                key: 'visible',
                header: t('passes.visible'),
                nowrap: true,
                cell: (p) => {
                  const x = parts(p);
                  return x.visible ? x.window : t('passes.notVisible');
                },
              },
              {
                key: 'path',
                header: t('passes.path'),
                cell: (p) => parts(p).path ?? '—',
                cardCell: (p) => parts(p).path,
              },
              {
                key: 'brightness',
                header: t('passes.brightness'),
                align: 'right',
                nowrap: true,
                testId: 'object-pass-magnitude',
                cell: (p) => {
                  const m = parts(p).magnitudeText;
                  return m === null ? '—' : t('passes.mag', { value: m });
                },
                cardCell: (p) => {
                  const m = parts(p).magnitudeText;
                  return m === null ? null : t('passes.mag', { value: m });
                },
              },
            ]}
          />
          <Typography variant="caption" color="text.secondary">
            {t('passes.where', { place: data.station.name ?? t('passes.yourLocation'), tz: data.station.timeZone })}
          </Typography>
        </>
      )}
    </QueryState>
  );
}
