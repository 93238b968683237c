import { IMAGERY_SOURCE_MAX_ZOOM, IMAGERY_TIERS, imageryMetresPerPixel } from '@cosmos/contracts';
import { Add, Remove, ZoomOutMap } from '@mui/icons-material';
import { Box, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../lib/a11y/LiveAnnouncer';
import { MAP_H, MAP_W } from './geo';
import { MapDrawing, useOcean } from './MapDrawing';
import {
  fetchLevel,
  levelForView,
  MAX_VIEW_ZOOM,
  nearestFirst,
  scaleOf,
  visibleTiles,
  windowOf,
  WORLD_VIEW,
  type MapView,
} from './map-view';
import { TileLayer } from './TileLayer';
import { TileStore } from './tile-store';
import { UpgradePrompt, formatResolution } from './UpgradePrompt';
import { useMapGestures, zoomIn, zoomOut } from './use-map-gestures';
import type { WorldMapProps } from './WorldMap';

/**
 * The world map that pans and zooms (issue 18): the view moves the SVG viewBox (map-view.ts), so the imagery tiles
 * and every layer drawn in map units stay aligned; the tiles are those of the level the view needs, for the part
 * in sight only, never deeper than the plan. Changes are instant (nothing animates), so reduced motion needs no
 * special case.
 */
export function PannableMap(props: WorldMapProps & { tiles: NonNullable<WorldMapProps['tiles']> }) {
  const { t } = useTranslation('worldMap');
  const { layer } = props.tiles;
  const planId = props.tiles.planId ?? 'basic';
  const [view, setView] = useState<MapView>(WORLD_VIEW);
  const svgRef = useRef<SVGSVGElement>(null);
  const widthPx = useWidth(svgRef);
  const instructionsId = useId();
  const ocean = useOcean();

  // One store per map, made and disposed by the effect so a remount (StrictMode) gets a fresh one.
  const [store, setStore] = useState<TileStore | null>(null);
  useEffect(() => {
    const s = new TileStore();
    setStore(s);
    return () => s.dispose();
  }, []);
  const [noStore] = useState(() => new TileStore()); // stands in before the effect runs; never asked for tiles
  const tiles = store ?? noStore;
  useSyncExternalStore(tiles.subscribe, tiles.getVersion);

  const wanted = levelForView(view, widthPx, Math.min(2, globalThis.devicePixelRatio || 1));
  const { level, capped } = fetchLevel({
    wanted,
    planMax: IMAGERY_TIERS[planId].maxZoom,
    sourceMax: IMAGERY_SOURCE_MAX_ZOOM[layer],
    refusedFrom: tiles.refused?.z,
    unavailableFrom: tiles.unavailableFrom,
  });
  useEffect(() => {
    // Level 0 (two tiles) always: the backdrop while finer tiles arrive.
    store?.want(layer, [...visibleTiles(view, 0), ...(level > 0 ? nearestFirst(visibleTiles(view, level), view) : [])]);
  }, [store, layer, view, level]);

  const gestures = useMapGestures(svgRef, view, setView, props.onPick);
  const win = windowOf(view);
  const k = scaleOf(view);
  const offline = tiles.unavailableFrom !== undefined && wanted >= tiles.unavailableFrom && !capped;
  const resolution = formatResolution(imageryMetresPerPixel(level));

  return (
    <Box>
      <Box sx={{ position: 'relative' }}>
        <Box
          component="svg"
          ref={svgRef}
          viewBox={`${win.x} ${win.y} ${win.w} ${win.h}`}
          role="application"
          aria-roledescription={t('roleDescription')}
          aria-label={props.ariaLabel}
          aria-describedby={instructionsId}
          tabIndex={0}
          data-testid={props.testId ?? 'pannable-map'}
          data-zoom={view.zoom}
          {...gestures}
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: `${MAP_W} / ${MAP_H}`,
            background: ocean,
            cursor: 'grab',
            touchAction: view.zoom > 0 ? 'none' : 'pan-y',
            userSelect: 'none',
            '&:active': { cursor: 'grabbing' },
            '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: -3 },
          }}
        >
          <MapDrawing
            now={props.now}
            sunLabel={props.sunLabel}
            scale={k}
            base={<TileLayer store={tiles} layer={layer} view={view} level={level} />}
          >
            {props.children}
          </MapDrawing>
        </Box>
        <Box id={instructionsId} sx={visuallyHidden}>
          {t(props.onPick ? 'instructionsPick' : 'instructions')}
        </Box>
        <Paper
          elevation={2}
          sx={{ position: 'absolute', top: 8, right: 8, display: 'flex', flexDirection: 'column', borderRadius: 2 }}
        >
          <Tooltip title={t('zoomIn')} placement="left">
            <span>
              <IconButton
                size="small"
                aria-label={t('zoomIn')}
                disabled={view.zoom >= MAX_VIEW_ZOOM}
                onClick={() => setView(zoomIn)}
              >
                <Add fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('zoomOut')} placement="left">
            <span>
              <IconButton
                size="small"
                aria-label={t('zoomOut')}
                disabled={view.zoom <= 0}
                onClick={() => setView(zoomOut)}
              >
                <Remove fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('reset')} placement="left">
            <span>
              <IconButton
                size="small"
                aria-label={t('reset')}
                disabled={view.zoom <= 0}
                onClick={() => setView(WORLD_VIEW)}
              >
                <ZoomOutMap fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Paper>
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        role="status"
        aria-live="polite"
        data-testid="map-level"
        sx={{ display: 'block', px: 1.5, py: 0.5 }}
      >
        {t('status', { zoom: Math.round(k * 10) / 10, level, resolution })}
        {offline && ` · ${t('offline', { level })}`}
      </Typography>
      {capped && <UpgradePrompt planId={planId} wantedLevel={wanted} serverPlan={tiles.refused?.requiredPlan} />}
    </Box>
  );
}

/** The drawn width of the map in CSS pixels, followed as the layout changes (1024 until measured, e.g. in tests). */
function useWidth(ref: React.RefObject<SVGSVGElement | null>) {
  const [width, setWidth] = useState(1024);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const w = el.getBoundingClientRect().width;
      if (w > 0) setWidth(Math.round(w));
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return width;
}
