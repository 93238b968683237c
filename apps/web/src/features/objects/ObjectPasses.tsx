import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../components/ui/QueryState';
import { formatDateTime, formatNumber } from '../../lib/i18n/format';
import { paths } from '../../lib/paths';
import { useObjectPasses } from './api';

/** The next passes over the user's default observing place (the observer API's answer, first six). */
export function ObjectPasses({ id }: { id: string }) {
  const { t } = useTranslation('objects');
  const passes = useObjectPasses(id, true);
  const data = passes.data;
  const at = (iso: string) =>
    formatDateTime(iso, { dateStyle: 'short', timeStyle: 'short', timeZone: data?.station.timeZone });
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
                <TableCell>{t('passes.rise')}</TableCell>
                <TableCell>{t('passes.highest')}</TableCell>
                <TableCell>{t('passes.set')}</TableCell>
                <TableCell>{t('passes.visible')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.passes.slice(0, 6).map((p) => (
                <TableRow key={p.rise.time}>
                  <TableCell>{at(p.rise.time)}</TableCell>
                  <TableCell>{`${formatNumber(p.maxElevationDeg, { maximumFractionDigits: 0 })}°`}</TableCell>
                  <TableCell>{at(p.set.time)}</TableCell>
                  <TableCell>{p.visible ? t('passes.yes') : t('passes.no')}</TableCell>
                </TableRow>
              ))}
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
