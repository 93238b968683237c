import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../lib/i18n/format';

/** One published figure: the headline number, its details, and always its method, sample size and date. */
export function FigureCard(props: {
  id: string;
  title: string;
  headline: ReactNode;
  caption?: ReactNode;
  method: string;
  sampleSize: number;
  sampleUnit: string;
  measuredAt: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('accuracy');
  return (
    <Card
      sx={{ height: '100%' }}
      data-testid={`accuracy-${props.id}`}
      component="section"
      aria-labelledby={`acc-${props.id}`}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <Typography variant="h6" component="h2" id={`acc-${props.id}`}>
          {props.title}
        </Typography>
        <Box>
          <Typography
            variant="h4"
            component="p"
            sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
            data-testid={`accuracy-${props.id}-headline`}
          >
            {props.headline}
          </Typography>
          {props.caption && <Typography color="text.secondary">{props.caption}</Typography>}
        </Box>
        {props.children}
        <Box sx={{ mt: 'auto', pt: 1, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary">
            <strong>{t('method')}</strong> {props.method}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid={`accuracy-${props.id}-sample`}>
            {t('sample', {
              n: formatNumber(props.sampleSize),
              unit: props.sampleUnit,
              date: formatDateTime(props.measuredAt),
            })}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
