import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { HorizonPoint, HorizonProfile } from '@cosmos/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { keys } from '../../lib/api/keys';
import { flattenHorizon, importHorizon, saveHorizon } from '../../lib/api/queries/places';
import { horizonAltitude } from '@cosmos/astro';
import { domeAltAz, domeXY } from './sky-dome';

const R = 100;
const STEP = 10;
const flat = () => Array.from({ length: 360 / STEP }, () => 0);

/**
 * The polar horizon editor: 36 handles, one every 10° of azimuth, dragged in or out to the skyline's altitude
 * (the rim is the horizon, the centre the zenith, north up, east left, as on the chart); or a HeyWhatsThat or
 * PVGIS file imported; or flat again. A file the server cannot read is answered with the line it stopped at.
 */
export function HorizonEditor({ placeId, profile }: { placeId: string; profile: HorizonProfile | null }) {
  const { t } = useTranslation('planetarium');
  const qc = useQueryClient();
  const [alts, setAlts] = useState<number[]>(flat);
  const [error, setError] = useState<string | null>(null);
  const dragging = useRef<number | null>(null);
  useEffect(() => {
    setAlts(
      profile ? flat().map((_, i) => Math.max(0, Math.round(horizonAltitude(profile.points, i * STEP)))) : flat(),
    );
  }, [profile]);
  const done = () => {
    setError(null);
    return qc.invalidateQueries({ queryKey: keys.observing.horizon() });
  };
  // A file the server cannot read: its reason names the line ("line 7: …").
  const fail = (e: unknown) =>
    setError(e instanceof ApiError ? (e.problem?.errors?.[0]?.message ?? e.message) : String(e));
  const save = useMutation({
    mutationFn: (points: HorizonPoint[]) => saveHorizon(placeId, points),
    onSuccess: done,
    onError: fail,
  });
  const importFile = useMutation({
    mutationFn: (text: string) => importHorizon(placeId, text),
    onSuccess: done,
    onError: fail,
  });
  const flatten = useMutation({
    mutationFn: () => flattenHorizon(placeId),
    onSuccess: done,
    onError: fail,
  });

  const move = (e: React.PointerEvent<SVGSVGElement>) => {
    if (dragging.current === null) return;
    const m = e.currentTarget.getScreenCTM();
    if (!m) return;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    const dir = domeAltAz(p.x, p.y, R) ?? { altDeg: 0, azDeg: 0 };
    const i = dragging.current;
    setAlts((a) => a.map((v, k) => (k === i ? Math.min(80, Math.max(0, Math.round(dir.altDeg))) : v)));
  };
  const outline = alts.map((alt, i) =>
    domeXY({ altDeg: alt, azDeg: i * STEP }, R)
      .map((v) => v.toFixed(1))
      .join(' '),
  );

  return (
    <Card variant="outlined" data-testid="horizon-editor">
      <CardContent>
        <Typography variant="h6" component="h3">
          {t('horizon.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('horizon.hint')}
        </Typography>
        <Box
          component="svg"
          viewBox={`${-R - 6} ${-R - 6} ${2 * R + 12} ${2 * R + 12}`}
          role="group"
          aria-label={t('horizon.editorAria')}
          sx={{ width: '100%', maxWidth: 320, display: 'block', mx: 'auto', touchAction: 'none' }}
          onPointerMove={move}
          onPointerUp={() => (dragging.current = null)}
          onPointerLeave={() => (dragging.current = null)}
        >
          <circle r={R} fill="#0a1126" stroke="#9e9e9e" strokeWidth={0.5} />
          {[30, 60].map((a) => (
            <circle key={a} r={(R * (90 - a)) / 90} fill="none" stroke="#5c6bc0" strokeWidth={0.3} />
          ))}
          <path d={`M${outline.join('L')}Z`} fill="none" stroke="#81c784" strokeWidth={1} />
          {alts.map((alt, i) => {
            const [x, y] = domeXY({ altDeg: alt, azDeg: i * STEP }, R);
            return (
              <circle
                key={i}
                cx={x}
                cy={y}
                r={3.2}
                fill="#81c784"
                role="slider"
                tabIndex={0}
                aria-label={t('horizon.handle', { az: i * STEP })}
                aria-valuemin={0}
                aria-valuemax={80}
                aria-valuenow={alt}
                style={{ cursor: 'grab' }}
                onPointerDown={(e) => {
                  (e.currentTarget.ownerSVGElement as SVGSVGElement).setPointerCapture(e.pointerId);
                  dragging.current = i;
                }}
                onKeyDown={(e) => {
                  const d = e.key === 'ArrowUp' ? 1 : e.key === 'ArrowDown' ? -1 : 0;
                  if (d) {
                    e.preventDefault();
                    setAlts((a) => a.map((v, k) => (k === i ? Math.min(80, Math.max(0, v + d)) : v)));
                  }
                }}
              />
            );
          })}
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 1 }} onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            size="small"
            onClick={() => save.mutate(alts.map((altitudeDeg, i) => ({ azimuthDeg: i * STEP, altitudeDeg })))}
          >
            {t('horizon.save')}
          </Button>
          <Button variant="outlined" size="small" component="label">
            {t('horizon.import')}
            <input
              hidden
              type="file"
              accept=".csv,.txt,.json,text/plain"
              onChange={(e) => {
                const f = e.target.files?.[0];
                if (f) void f.text().then((text) => importFile.mutate(text));
                e.target.value = '';
              }}
            />
          </Button>
          <Button size="small" onClick={() => flatten.mutate()}>
            {t('horizon.flat')}
          </Button>
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {profile ? t(`horizon.source.${profile.source}`) : t('horizon.source.flat')}
        </Typography>
      </CardContent>
    </Card>
  );
}
