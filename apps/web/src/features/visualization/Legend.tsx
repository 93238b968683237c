import { Box, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { layerBrightness, SPECTRAL_LAYERS, type SpectralLayer, type ViewId } from './model';

const BAND: Record<SpectralLayer, string> = { visible: '380–750 nm', infrared: '750–5000 nm', uv: '10–380 nm' };

/** Explains the view's scale and how the spectral layer sets brightness (Planck band integral). */
export function Legend({ view, layer }: { view: ViewId; layer: SpectralLayer }) {
  const { t } = useTranslation('visualization');
  const samples = [3000, 5772, 10000];
  return (
    // Always light text: the panel sits on the (always dark) 3D scene in both colour modes.
    <Box
      sx={{ p: 1, bgcolor: 'rgba(8,12,28,0.85)', color: '#e8eaf6', borderRadius: 1, maxWidth: 340, fontSize: 12 }}
      aria-label={t('legend.aria')}
      component="section"
    >
      <Typography variant="caption" component="p" sx={{ display: 'block' }}>
        {t(`legend.scale.${view}`)}
      </Typography>
      {/* On a phone the scene is small: the long explanation would cover most of it. */}
      <Typography variant="caption" component="p" sx={{ display: { xs: 'none', sm: 'block' }, mt: 0.5 }}>
        <Trans
          t={t}
          i18nKey="legend.spectral"
          values={{ layer: t(`layers.${layer}`), band: BAND[layer] }}
          components={{ b: <b /> }}
        />
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 0.5 }} aria-label={t('legend.examples')}>
        {samples.map((k) => (
          <Typography
            key={k}
            variant="caption"
            title={SPECTRAL_LAYERS.map((l) => `${t(`layers.${l}`)} ${layerBrightness(k, l).toFixed(2)}`).join(', ')}
          >
            {t('units.temperature', { k, value: layerBrightness(k, layer).toFixed(2) })}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
