import { Box, Typography } from '@mui/material';
import { layerBrightness, SPECTRAL_LAYERS, type SpectralLayer, type ViewId } from './model';

const SCALE: Record<ViewId, string> = {
  earth: 'Earth orbit: 1 unit = 1000 km (TEME axes), Earth to scale, day/night from the Sun direction.',
  solar: 'Solar system: 1 unit = 0.1 AU, heliocentric J2000 equatorial; body sizes are not to scale.',
  stars: 'Stars: true direction (RA/Dec), log distance: radius 100 + 20·log10(ly).',
};

const BAND: Record<SpectralLayer, string> = { visible: '380–750 nm', infrared: '750–5000 nm', uv: '10–380 nm' };

/** Explains the view's scale and how the spectral layer sets brightness (Planck band integral). */
export function Legend({ view, layer }: { view: ViewId; layer: SpectralLayer }) {
  const samples = [3000, 5772, 10000];
  return (
    // Always light text: the panel sits on the (always dark) 3D scene in both colour modes.
    <Box
      sx={{ p: 1, bgcolor: 'rgba(8,12,28,0.85)', color: '#e8eaf6', borderRadius: 1, maxWidth: 340, fontSize: 12 }}
      aria-label="Legend"
      component="section"
    >
      <Typography variant="caption" component="p" sx={{ display: 'block' }}>
        {SCALE[view]}
      </Typography>
      {/* On a phone the scene is small: the long explanation would cover most of it. */}
      <Typography variant="caption" component="p" sx={{ display: { xs: 'none', sm: 'block' }, mt: 0.5 }}>
        Spectral layer <b>{layer}</b> ({BAND[layer]}): brightness = Planck's law integrated over the band at the
        object's temperature, relative to a 5772 K surface (log scale). Objects without a temperature keep their
        brightness.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 0.5 }} aria-label="Brightness examples">
        {samples.map((t) => (
          <Typography
            key={t}
            variant="caption"
            title={SPECTRAL_LAYERS.map((l) => `${l} ${layerBrightness(t, l).toFixed(2)}`).join(', ')}
          >
            {t} K: {layerBrightness(t, layer).toFixed(2)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
