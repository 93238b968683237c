import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../components/ui/QueryState';
import { formatNumber } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useActiveMissions } from './api';

/** Crewed stations, the vehicles visiting them and notable missions, from the current catalogue. */
export function ActiveMissions() {
  const { t } = useTranslation('missions');
  const q = useActiveMissions(t('errors.active'));
  const km = (n: number) => formatNumber(n, { maximumFractionDigits: 0 });
  return (
    <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => void q.refetch()}>
      <TableContainer>
        <Table size="small" aria-label={t('active.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('active.name')}</TableCell>
              <TableCell>{t('active.kind')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('active.designator')}</TableCell>
              <TableCell>{t('active.altitude')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('active.inclination')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {q.data?.items.map((m) => (
              <TableRow key={m.id}>
                <TableCell>
                  <Link component={RouterLink} to={paths.object.to(m.id)}>
                    {m.name}
                  </Link>
                </TableCell>
                <TableCell>{t(`active.kinds.${m.kind}`)}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{m.designator || '—'}</TableCell>
                <TableCell>{t('active.altitudeValue', { perigee: km(m.perigeeKm), apogee: km(m.apogeeKm) })}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {formatNumber(m.inclinationDeg, { maximumFractionDigits: 1 })}°
                </TableCell>
              </TableRow>
            ))}
            {q.data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{t('active.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </QueryState>
  );
}
