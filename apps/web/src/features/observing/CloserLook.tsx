import { Alert, Box, Button, Paper, Slider, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../lib/i18n';
import { ImageryError, loadRegion, metresPerPixel } from '../../lib/imagery';
import { paths } from '../../lib/paths';

type Look =
  | { status: 'idle' | 'loading' }
  | { status: 'shown'; url: string }
  | { status: 'refused'; message: string; upgrade: boolean };

/**
 * A closer look at the Earth imagery around a point picked on the map, at a chosen zoom level: this is where the
 * plan's imagery resolution shows (Standard to level 3, High to 5, Ultra-high to 8). A level beyond the plan shows
 * the server's upgrade prompt and a link to the plans.
 */
export function CloserLook({ point }: { point: { lat: number; lon: number } | null }) {
  const { t } = useTranslation('observing');
  const [z, setZ] = useState(2);
  const [look, setLook] = useState<Look>({ status: 'idle' });
  useEffect(() => {
    if (!point) return;
    let url: string | undefined;
    let live = true;
    setLook({ status: 'loading' });
    loadRegion('true-colour', z, point.lat, point.lon)
      .then((canvas) => new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', 0.9)))
      .then((blob) => {
        if (!live || !blob) return;
        url = URL.createObjectURL(blob);
        setLook({ status: 'shown', url });
      })
      .catch((e: unknown) => {
        if (!live) return;
        // 403: the plan's upgrade prompt; 503: the source is down and the bundled map stops at level 2.
        const known = e instanceof ImageryError && (e.status === 403 || e.status === 503);
        setLook({
          status: 'refused',
          message: known ? e.message : t('closer.failed'),
          upgrade: e instanceof ImageryError && e.status === 403,
        });
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [point, z, t]);

  const metres = metresPerPixel(z);
  const resolution =
    metres >= 1000
      ? formatNumber(metres / 1000, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 })
      : formatNumber(metres, { style: 'unit', unit: 'meter' });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {t('closer.title')}
        </Typography>
        {!point && <Typography color="text.secondary">{t('closer.hint')}</Typography>}
        <Box sx={{ px: 1 }}>
          <Typography id="closer-level" variant="body2">
            {t('closer.level', { level: z, resolution })}
          </Typography>
          <Slider
            aria-labelledby="closer-level"
            value={z}
            min={1}
            max={8}
            step={1}
            marks
            onChange={(_, v) => setZ(v as number)}
          />
        </Box>
        {look.status === 'loading' && <Typography color="text.secondary">{t('closer.loading')}</Typography>}
        {look.status === 'refused' && (
          <Alert
            severity="info"
            action={
              look.upgrade && (
                <Button component={RouterLink} to={paths.subscriptionPlans.to()} color="inherit" size="small">
                  {t('closer.plans')}
                </Button>
              )
            }
          >
            {look.message}
          </Alert>
        )}
        {look.status === 'shown' && point && (
          <Box
            component="img"
            src={look.url}
            alt={t('closer.alt', {
              lat: formatNumber(point.lat, { maximumFractionDigits: 1 }),
              lon: formatNumber(point.lon, { maximumFractionDigits: 1 }),
              level: z,
            })}
            sx={{ width: '100%', maxWidth: 768, height: 'auto', borderRadius: 1, display: 'block' }}
          />
        )}
      </Stack>
    </Paper>
  );
}
