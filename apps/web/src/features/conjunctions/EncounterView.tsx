import { Box, useTheme } from '@mui/material';
import { useEffect, useRef } from 'react';
import { EncounterScene } from '../../scene/encounter-scene';
import type { Track } from './api';

export const ENCOUNTER_COLOURS = {
  primary: '#3d8bfd',
  secondary: '#f59f00',
  miss: '#e03131',
  radial: '#2f9e44',
  inTrack: '#ae3ec9',
};

/** Mounts the imperative encounter scene and hands it the track; React never drives its frames. */
export function EncounterView({ track }: { track: Track }) {
  const host = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const scene = useRef<EncounterScene | null>(null);
  useEffect(() => {
    // Fixed colours: the caption under the view names them.
    const s = new EncounterScene(host.current!, {
      background: theme.palette.mode === 'dark' ? '#0b1020' : '#eef2f8',
      ...ENCOUNTER_COLOURS,
    });
    scene.current = s;
    return () => {
      s.dispose();
      scene.current = null;
    };
  }, [theme]);
  useEffect(() => {
    scene.current?.setTrack({
      ...track.closeUp,
      missKm: track.conjunction.missKm,
      relativeSpeedKmS: track.conjunction.relativeSpeedKmS,
    });
  }, [track, theme]);
  return (
    <Box
      ref={host}
      data-testid="encounter-view"
      sx={{ width: '100%', height: { xs: 260, sm: 340 }, borderRadius: 1, overflow: 'hidden' }}
    />
  );
}
