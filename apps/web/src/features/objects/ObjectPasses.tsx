import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../components/ui/QueryState';
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
          <Table size="small" data-testid="object-passes">
            <TableHead>
              <TableRow>
                <TableCell>{t('passes.date')}</TableCell>
                <TableCell>{t('passes.visible')}</TableCell>
                <TableCell>{t('passes.path')}</TableCell>
                <TableCell align="right">{t('passes.brightness')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.passes.slice(0, 6).map((p) => {
                const x = passParts(p, { timeZone: data.station.timeZone, lang: i18n.language });
                return (
                  <TableRow key={p.rise.time}>
                    <TableCell>{x.day}</TableCell>
                    <TableCell>{x.visible ? x.window : t('passes.notVisible')}</TableCell>
                    <TableCell>{x.path ?? '—'}</TableCell>
                    <TableCell align="right" data-testid="object-pass-magnitude" sx={{ whiteSpace: 'nowrap' }}>
                      {x.magnitudeText === null ? '—' : t('passes.mag', { value: x.magnitudeText })}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Typography variant="caption" color="text.secondary">
            {t('passes.where', { place: data.station.name ?? t('passes.yourLocation'), tz: data.station.timeZone })}
          </Typography>
        </>
      )}
    </QueryState>
  );
}
