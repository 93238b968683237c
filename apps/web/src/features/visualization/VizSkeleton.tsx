import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { TOP_BAR_HEIGHT } from '../../lib/theme';

/**
 * Whatever the layout puts above the page (the verify-email banner) pushes it down: keep its bottom on the
 * viewport's by measuring where it starts, again when the window or the content above changes size.
 */
function useFillBelow(ref: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      el.style.height = `${Math.max(320, window.innerHeight - top)}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    // The parent changes size when something above appears or goes; our own new height settles without a loop.
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    if (el.parentElement) ro?.observe(el.parentElement);
    return () => {
      window.removeEventListener('resize', fit);
      ro?.disconnect();
    };
  }, [ref]);
}

/**
 * The 3D view's stage: the whole page below the top bar, edge to edge (the negative margins undo the layout's
 * padding), so the scene fills the viewport and nothing scrolls (issue 36).
 */
export function VizFrame({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFillBelow(ref);
  return (
    <Box
      ref={ref}
      data-testid="viz-frame"
      sx={{
        position: 'relative',
        m: { xs: -2, md: -3 },
        height: `calc(100dvh - ${TOP_BAR_HEIGHT}px)`,
        overflow: 'hidden',
        bgcolor: '#02030a',
      }}
    >
      {children}
    </Box>
  );
}

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
      <Typography
        sx={{ position: 'absolute', top: '50%', left: 0, right: 0, textAlign: 'center', color: '#e8eaf6' }}
        role="status"
      >
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
    <VizFrame>
      <SceneLoading />
      <Paper
        variant="outlined"
        sx={{ position: 'absolute', top: 8, left: 8, right: 8, p: 1, display: 'grid', gap: 1 }}
        aria-hidden
      >
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, flexWrap: 'wrap' }}>
          {[160, 220, 120, 120, 90].map((w, i) => (
            <Skeleton key={i} variant="rounded" width={w} height={40} />
          ))}
        </Box>
      </Paper>
    </VizFrame>
  );
}
