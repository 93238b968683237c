import CloseIcon from '@mui/icons-material/Close';
import ListIcon from '@mui/icons-material/FormatListBulleted';
import TuneIcon from '@mui/icons-material/Tune';
import {
  alpha,
  Alert,
  Box,
  Button,
  Drawer,
  IconButton,
  Paper,
  Snackbar,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { CatalogueVersionEvent, CelestialUpdate, CelestialUpdateCompact } from '@cosmos/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n/format';
import { LiveAnnouncer } from '../../lib/a11y/LiveAnnouncer';
import { keys } from '../../lib/api/keys';
import { onReconnect, useSocketState } from '../../lib/socket';
import { RELOAD_DELAY_MS, shouldReloadCatalogue } from './catalogue-version';
import { VizEngine } from '../../scene/engine';
import { useEarthImagery } from './use-earth-imagery';
import { appearanceOf } from './appearance';
import { ComparisonTable } from './ComparisonTable';
import { buildExport, downloadText, type ExportFormat } from './export';
import { InfoPanel } from './InfoPanel';
import { Legend } from './Legend';
import {
  isAlone,
  matchesAlone,
  matchesQuery,
  matchesType,
  searchBest,
  viewForFilter,
  visibleObjects,
  type Alone,
  type VizObject,
} from './model';
import { ObjectList } from './ObjectList';
import { moveAllToTime, moveToTime, sunDirection } from './positions';
import { useVizStore } from './store';
import { Timeline } from './Timeline';
import { Toolbar } from './Toolbar';
import { useCatalogue } from './use-catalogue';
import { SceneLoading, VizFrame } from './VizSkeleton';
import { decodeViewState, shareUrl } from './url-state';
import { SaveViewToTeamButton, SaveViewToTeamDialog } from './SaveViewToTeam';

const atTime = (list: VizObject[], t: number) => {
  const d = new Date(t);
  return list.map((o) => {
    const c = { ...o, position: { ...o.position } };
    moveToTime(c, d);
    return c;
  });
};

const selectFromList = (id: string) => useVizStore.getState().toggleSelect(id);

export function DataVisualizationPage() {
  const s = useVizStore();
  const { t: ta } = useTranslation('a11y');
  const catalogue = useCatalogue();
  const qc = useQueryClient();
  const objects = useMemo(() => catalogue.data?.objects ?? [], [catalogue.data]);
  const hostRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<VizEngine | null>(null);
  const layerRef = useRef(s.layer);
  const pendingCamera = useRef(s.camera);
  const [now, setNow] = useState(() => Date.now());
  const [sceneTime, setSceneTime] = useState(() => s.time ?? Date.now());
  const [shared, setShared] = useState<string | null>(null);
  const [teamViewQuery, setTeamViewQuery] = useState<string | null>(null);
  const socket = useSocketState((x) => x.socket);
  const { t } = useTranslation('visualization');
  const phone = useMediaQuery((th: Theme) => th.breakpoints.down('md'));
  const [listOpen, setListOpen] = useState(true);
  const [sheet, setSheet] = useState<'controls' | 'list' | null>(null);
  // "Show alone": one group or country; the rest of the catalogue is hidden from the scene and the list.
  // Part of the view state, so the Share link keeps it.
  const alone = s.alone;

  // Restore a shared view once, from the URL.
  useEffect(() => {
    const v = decodeViewState(window.location.search);
    useVizStore.setState({ ...v, playing: false });
    pendingCamera.current = v.camera;
    setSceneTime(v.time ?? Date.now());
  }, []);

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, []);

  useEarthImagery(engineRef);

  // The engine lives outside React: created once, fed through commands.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const engine = new VizEngine(host, {
      appearance: (o) => appearanceOf(o as VizObject, layerRef.current),
      positionsAt: (list, date) => moveAllToTime(list as VizObject[], date),
      sunDirection,
      onPick: (id, additive) => useVizStore.getState().toggleSelect(id, additive),
      onTime: (t) => setSceneTime(t),
      createWorker: () =>
        new Worker(new URL('../../workers/propagation.worker.ts', import.meta.url), { type: 'module' }),
    });
    engineRef.current = engine;
    (window as unknown as { __vizEngine?: VizEngine }).__vizEngine = engine;
    return () => {
      engine.dispose();
      engineRef.current = null;
    };
  }, []);

  useEffect(() => {
    const e = engineRef.current;
    if (!e || !objects.length) return;
    e.setObjects(objects);
    const st = useVizStore.getState();
    e.setView(st.view);
    if (pendingCamera.current) {
      e.setCamera(pendingCamera.current);
      pendingCamera.current = null;
    }
  }, [objects]);

  // A filter chosen before the catalogue arrived (or restored from a URL) still lands in a view that has matches.
  useEffect(() => {
    if (!objects.length) return;
    const st = useVizStore.getState();
    const view = viewForFilter(objects, st.view, st.type);
    if (view !== st.view) useVizStore.setState({ view });
  }, [objects, s.type]);

  const filteredAll = useMemo(
    () => objects.filter((o) => matchesType(o, s.type) && matchesQuery(o, s.q) && matchesAlone(o, alone)),
    [objects, s.type, s.q, alone],
  );
  const visible = useMemo(
    () => visibleObjects(objects, s.view, s.type, s.q).filter((o) => matchesAlone(o, alone)),
    [objects, s.view, s.type, s.q, alone],
  );
  const suggestions = useMemo(() => {
    const q = s.q.trim();
    if (q.length < 2) return [];
    return [
      ...new Set(
        objects
          .filter((o) => matchesType(o, s.type) && matchesQuery(o, q))
          .slice(0, 10)
          .map((o) => o.name),
      ),
    ];
  }, [objects, s.type, s.q]);

  useEffect(() => {
    engineRef.current?.setVisible(
      s.type === 'all' && !s.q.trim() && !isAlone(alone) ? null : filteredAll.map((o) => o.id),
    );
  }, [filteredAll, s.type, s.q, objects, alone]);
  const onAlone = (a: Alone) => {
    // Groups and countries are satellites: show them in the Earth view.
    useVizStore.setState(isAlone(a) ? { alone: a, view: 'earth' } : { alone: a });
  };
  useEffect(() => engineRef.current?.setView(s.view), [s.view]);
  useEffect(() => engineRef.current?.setLabels(s.labels), [s.labels]);
  useEffect(() => engineRef.current?.setGrid(s.grid), [s.grid]);
  useEffect(() => engineRef.current?.setSelection(s.selection), [s.selection, objects]);
  useEffect(() => {
    layerRef.current = s.layer;
    engineRef.current?.restyle();
  }, [s.layer]);
  useEffect(() => engineRef.current?.setSpeed(s.speed), [s.speed]);
  useEffect(() => engineRef.current?.setTime(s.time), [s.time, objects]);
  useEffect(() => {
    const e = engineRef.current;
    if (!e) return;
    e.setPlaying(s.playing);
    if (!s.playing && !e.isLive) useVizStore.setState({ time: e.time });
  }, [s.playing]);
  // playback reached "now": the engine went live and stopped
  useEffect(() => {
    const e = engineRef.current;
    if (e && s.playing && e.isLive) useVizStore.setState({ playing: false, time: null });
  }, [sceneTime, s.playing]);

  // Live updates (spec: merged): the server runs the same SGP4 and ephemerides as our worker, so its states agree
  // with ours; an update re-syncs propagation (a full run) at most every 30 s, and so does a reconnect. A changed
  // catalogue is announced apart (`catalogue.version`) and fetched again when newer than the one held.
  const heldVersion = catalogue.data?.version ?? null;
  useEffect(() => {
    if (!socket) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastResync = 0;
    const onUpdate = (_u: CelestialUpdate | CelestialUpdateCompact) => {
      if (Date.now() - lastResync < 30_000) return;
      lastResync = Date.now();
      engineRef.current?.resync();
    };
    const onCatalogue = (v: CatalogueVersionEvent) => {
      if (!shouldReloadCatalogue(heldVersion, v)) return;
      clearTimeout(timer);
      timer = setTimeout(
        () => void qc.invalidateQueries({ queryKey: keys.visualization.catalogue() }),
        Math.random() * RELOAD_DELAY_MS,
      );
    };
    socket.emit('subscribe', 'celestial');
    socket.on('celestialDataUpdate', onUpdate);
    socket.on('catalogue.version', onCatalogue);
    const offReconnect = onReconnect(() => {
      socket.emit('subscribe', 'celestial');
      engineRef.current?.resync();
    });
    return () => {
      clearTimeout(timer);
      offReconnect();
      socket.off('celestialDataUpdate', onUpdate);
      socket.off('catalogue.version', onCatalogue);
      socket.emit('unsubscribe', 'celestial');
    };
  }, [socket, heldVersion, qc]);

  const byId = useMemo(() => new Map(objects.map((o) => [o.id, o])), [objects]);
  const selected = useMemo(
    () =>
      atTime(
        s.selection.map((id) => byId.get(id)).filter((o): o is VizObject => !!o),
        sceneTime,
      ),
    [s.selection, byId, sceneTime],
  );

  const onType = (type: typeof s.type) => useVizStore.setState({ type, view: viewForFilter(objects, s.view, type) });
  const onSearch = (q: string, fly: boolean) => {
    useVizStore.setState({ q });
    if (!fly) return;
    const pool = objects.filter((o) => matchesType(o, s.type));
    const best = searchBest(pool, q);
    if (!best) return;
    const st = useVizStore.getState();
    useVizStore.setState({
      view: best.view,
      selection: st.compare ? [...st.selection.filter((x) => x !== best.id), best.id] : [best.id],
    });
    engineRef.current?.setView(best.view);
    engineRef.current?.flyTo(best.id);
  };
  const onExport = (format: ExportFormat) => {
    const rows = atTime(visible, engineRef.current?.time ?? sceneTime);
    const file = buildExport(rows, format, new Date(engineRef.current?.time ?? sceneTime));
    downloadText(file.body, file.mime, file.filename);
  };
  const onShare = () => {
    const e = engineRef.current;
    const st = useVizStore.getState();
    const url = shareUrl(window.location.origin, window.location.pathname, {
      ...st,
      time: e && !e.isLive ? Math.round(e.time) : st.time,
      camera: e?.getCamera() ?? null,
    });
    console.info('share', url); // the spec's share logs; we also copy the link
    void navigator.clipboard?.writeText(url).catch(() => undefined);
    setShared(url);
  };
  const onFocus = () => {
    const id = s.selection[s.selection.length - 1];
    if (!id) return;
    const o = byId.get(id);
    if (o) useVizStore.setState({ view: o.view });
    engineRef.current?.flyTo(id);
  };

  const live = s.time === null && !s.playing;
  // The canvas cannot say what was picked (by click, search or the list): a live region does.
  const lastSelected = byId.get(s.selection[s.selection.length - 1] ?? '');
  const announcement = lastSelected
    ? ta('viz.selected', { name: lastSelected.name, type: lastSelected.type, count: s.selection.length })
    : '';
  const info = !s.compare && selected.length === 1 ? selected[0] : null;

  const toolbar = (
    <>
      <Toolbar
        type={s.type}
        view={s.view}
        q={s.q}
        labels={s.labels}
        grid={s.grid}
        compare={s.compare}
        layer={s.layer}
        refreshing={catalogue.isFetching}
        hasSelection={s.selection.length > 0}
        suggestions={suggestions}
        alone={alone}
        onAlone={onAlone}
        onType={onType}
        onView={(view) => useVizStore.setState({ view })}
        onSearch={onSearch}
        onLabels={(labels) => useVizStore.setState({ labels })}
        onGrid={(grid) => useVizStore.setState({ grid })}
        onCompare={(compare) =>
          useVizStore.setState((x) => ({ compare, selection: compare ? x.selection : x.selection.slice(-1) }))
        }
        onLayer={(layer) => useVizStore.setState({ layer })}
        onRefresh={() => void catalogue.refetch()}
        onExport={onExport}
        onShare={onShare}
        onFocus={onFocus}
      />
      <Timeline
        now={now}
        time={sceneTime}
        live={live}
        playing={s.playing}
        speed={s.speed}
        onTime={(time) => useVizStore.setState({ time, playing: false })}
        onPlaying={(playing) => useVizStore.setState({ playing })}
        onSpeed={(speed) => useVizStore.setState({ speed })}
      />
    </>
  );
  const list = catalogue.isLoading ? (
    <Typography role="status">{t('viz-page:loading')}</Typography>
  ) : (
    <ObjectList objects={visible} selection={s.selection} onSelect={selectFromList} />
  );

  // The scene fills the page below the top bar (as KeepTrack's does); the controls, the object list, the selected
  // object and the comparison float over it. On a phone the controls and the list open as sheets (issue 36).
  return (
    <VizFrame>
      <Box ref={hostRef} sx={{ position: 'absolute', inset: 0 }} data-testid="viz-scene" />
      {catalogue.isLoading && <SceneLoading />}
      <Box sx={overlayColumn}>
        <Paper variant="outlined" sx={{ ...glass, p: 1, display: 'grid', gap: 1, pointerEvents: 'auto' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h1" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.2, mr: 'auto' }}>
              {t('viz-page:title')}
            </Typography>
            {phone && (
              <>
                <Button size="small" variant="outlined" startIcon={<TuneIcon />} onClick={() => setSheet('controls')}>
                  {t('layout.controls')}
                </Button>
                <Button size="small" variant="outlined" startIcon={<ListIcon />} onClick={() => setSheet('list')}>
                  {t('layout.showList', { n: formatNumber(visible.length) })}
                </Button>
              </>
            )}
            {!phone && !listOpen && (
              <Button size="small" variant="outlined" startIcon={<ListIcon />} onClick={() => setListOpen(true)}>
                {t('layout.showList', { n: formatNumber(visible.length) })}
              </Button>
            )}
          </Stack>
          {catalogue.data?.offline && (
            <Alert severity="warning">
              {t('page.offline', { error: catalogue.data.error ?? 'Failed to fetch celestial data' })}
            </Alert>
          )}
          {!phone && toolbar}
        </Paper>
        {/* The selected object's card on the left, the list on the right: the middle, where a flight ends, stays clear. */}
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex', gap: 1, justifyContent: 'space-between' }}>
          {info && (
            <Box sx={{ pointerEvents: 'auto', alignSelf: 'flex-start', maxHeight: '100%', overflow: 'auto' }}>
              <InfoPanel object={info} onClose={() => useVizStore.setState({ selection: [] })} />
            </Box>
          )}
          <Box sx={{ flex: 1 }} />
          {!phone && listOpen && (
            <Paper
              variant="outlined"
              sx={{
                ...glass,
                pointerEvents: 'auto',
                width: 280,
                flexShrink: 0,
                p: 1,
                display: 'flex',
                flexDirection: 'column',
              }}
            >
              <Box sx={{ flex: 1, minHeight: 0 }}>{list}</Box>
              <Button size="small" startIcon={<CloseIcon />} onClick={() => setListOpen(false)}>
                {t('layout.hideList')}
              </Button>
            </Paper>
          )}
        </Box>
        {s.compare && (
          <Box sx={{ ...glass, pointerEvents: 'auto', maxHeight: '40%', overflow: 'auto', borderRadius: 1 }}>
            <ComparisonTable objects={selected} />
          </Box>
        )}
      </Box>
      <Box sx={{ position: 'absolute', left: 8, bottom: 8, display: { xs: 'none', sm: 'block' } }}>
        <Legend view={s.view} layer={s.layer} />
      </Box>
      {phone && (
        <Drawer
          anchor="bottom"
          open={sheet !== null}
          onClose={() => setSheet(null)}
          slotProps={{ paper: { sx: { maxHeight: '75dvh', p: 2, display: 'grid', gap: 1.5 } } }}
        >
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <IconButton aria-label={t('layout.closeSheet')} onClick={() => setSheet(null)}>
              <CloseIcon />
            </IconButton>
          </Stack>
          {sheet === 'controls' ? toolbar : <Box sx={{ height: '60dvh' }}>{list}</Box>}
        </Drawer>
      )}
      <LiveAnnouncer message={announcement} testId="viz-announcer" />
      <Snackbar
        open={shared !== null}
        autoHideDuration={8000}
        onClose={() => setShared(null)}
        message={
          <span>
            {t('page.linkCopied')} <span data-testid="viz-share-url">{shared}</span>
          </span>
        }
        action={
          <SaveViewToTeamButton
            onClick={() => {
              // The team stores the Share URL's query string (the same state the link carries).
              setTeamViewQuery(shared ? new URL(shared).search.slice(1) : null);
              setShared(null);
            }}
          />
        }
      />
      <SaveViewToTeamDialog query={teamViewQuery} onClose={() => setTeamViewQuery(null)} />
    </VizFrame>
  );
}

/** Over the scene, readable on it in both themes. */
const glass = { bgcolor: (th: Theme) => alpha(th.palette.background.paper, 0.88), backdropFilter: 'blur(6px)' };
/** The column of floating panels; clicks between them reach the canvas. */
const overlayColumn = {
  position: 'absolute',
  inset: 8,
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
  pointerEvents: 'none',
} as const;
