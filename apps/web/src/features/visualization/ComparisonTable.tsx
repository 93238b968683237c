import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, Paper } from '@mui/material';
import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { typeKey, type VizObject } from './model';

/** Spec: 'N/A' for a missing value. */
export const na = (v: number | null | undefined, digits = 4) =>
  v === null || v === undefined || !Number.isFinite(v)
    ? 'N/A'
    : Math.abs(v) >= 1e5 || (Math.abs(v) < 1e-2 && v !== 0)
      ? v.toExponential(digits - 1)
      : String(Math.round(v * 100) / 100);

export function ComparisonTable({ objects }: { objects: VizObject[] }) {
  const { t } = useTranslation('visualization');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={t('compare.title')} component="section">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('compare.title')}
      </Typography>
      {objects.length === 0 ? (
        <Typography color="text.secondary">{t('compare.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('compare.aria')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('compare.name')}</TableCell>
                <TableCell>{t('info.type')}</TableCell>
                <TableCell align="right">{t('info.size')}</TableCell>
                <TableCell align="right">{t('info.temperature')}</TableCell>
                <TableCell align="right">{t('info.mass')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {objects.map((o) => (
                <TableRow key={o.id}>
                  <TableCell>
                    <Link component={RouterLink} to={paths.object.to(o.id)}>
                      {o.name}
                    </Link>
                  </TableCell>
                  <TableCell>{t(`types.${typeKey(o)}`, { defaultValue: o.type })}</TableCell>
                  <TableCell align="right">{na(o.size)}</TableCell>
                  <TableCell align="right">{na(o.properties.temperature)}</TableCell>
                  <TableCell align="right">{na(o.properties.mass)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
