import { Typography, useTheme } from '@mui/material';
import type { ElementHistory } from '@cosmos/contracts';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatDateTime, formatNumber } from '../../lib/i18n/format';

/** Perigee and apogee altitude at each stored element set. */
export function HistoryChart({ history }: { history: ElementHistory }) {
  const { t } = useTranslation('objects');
  const theme = useTheme();
  if (history.points.length < 2)
    return (
      <Typography color="text.secondary" data-testid="history-empty">
        {t('history.few', { count: history.points.length, days: history.retentionDays })}
      </Typography>
    );
  const data = history.points.map((p) => ({ ...p, t: Date.parse(p.epoch) }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={data} data-testid="history-chart">
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
        <XAxis
          dataKey="t"
          type="number"
          domain={['dataMin', 'dataMax']}
          tickFormatter={(v: number) => formatDate(v, { month: 'short', day: 'numeric' })}
          stroke={theme.palette.text.secondary}
        />
        <YAxis unit=" km" width={80} stroke={theme.palette.text.secondary} domain={['auto', 'auto']} />
        <Tooltip
          labelFormatter={(v) => formatDateTime(Number(v))}
          formatter={(v) => `${formatNumber(Number(v), { maximumFractionDigits: 1 })} km`}
          contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}` }}
        />
        <Legend />
        <Line
          dataKey="apogeeKm"
          name={t('history.apogee')}
          stroke={theme.palette.primary.main}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          dataKey="perigeeKm"
          name={t('history.perigee')}
          stroke={theme.palette.secondary.main}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
