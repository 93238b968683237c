import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';

/** The 3D view's dark stage while the catalogue arrives: a faint pulse and a status line for screen readers. */
export function SceneLoading() {
  const { t } = useTranslation('viz-page');
  return (
    <Box sx={{ position: 'absolute', inset: 0, p: 2 }}>
      <Skeleton
        variant="rounded"
        animation="pulse"
        sx={{ position: 'absolute', inset: 0, bgcolor: 'rgba(232,234,246,0.06)' }}
      />
      <Typography sx={{ position: 'relative', color: '#e8eaf6' }} role="status">
        {t('loading')}
      </Typography>
    </Box>
  );
}

/**
 * /data-visualization while its code (three.js) downloads: the page's own layout — header, a
 * toolbar's worth of controls, the scene's stage — so nothing jumps when the page arrives.
 */
export function VizSkeleton() {
  const { t } = useTranslation('viz-page');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Paper variant="outlined" sx={{ p: 1.5, mb: 1.5, display: 'grid', gap: 1.5 }} aria-hidden>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {[160, 220, 120, 120, 90].map((w, i) => (
            <Skeleton key={i} variant="rounded" width={w} height={40} />
          ))}
        </Box>
        <Skeleton variant="rounded" height={40} />
      </Paper>
      <Box
        sx={{
          position: 'relative',
          height: { xs: 420, md: 580 },
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: '#02030a',
        }}
      >
        <SceneLoading />
      </Box>
    </>
  );
}
