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
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n/format';
import { LiveAnnouncer } from '../../lib/a11y/LiveAnnouncer';
import { useEarthImagery } from './use-earth-imagery';
import { ComparisonTable } from './ComparisonTable';
import { InfoPanel } from './InfoPanel';
import { Legend } from './Legend';
import { matchesAlone, matchesQuery, matchesType, viewForFilter, visibleObjects, type VizObject } from './model';
import { ObjectList } from './ObjectList';
import { useVizStore } from './store';
import { useCatalogue } from './use-catalogue';
import { useLiveUpdates } from './use-live-updates';
import { useVizEngine } from './use-viz-engine';
import { atTime, VizControls } from './VizControls';
import { SceneLoading, VizFrame } from './VizSkeleton';
import { SaveViewToTeamButton, SaveViewToTeamDialog } from './SaveViewToTeam';

const selectFromList = (id: string) => useVizStore.getState().toggleSelect(id);

export function DataVisualizationPage() {
  const s = useVizStore();
  const { t: ta } = useTranslation('a11y');
  const catalogue = useCatalogue();
  const objects = useMemo(() => catalogue.data?.objects ?? [], [catalogue.data]);
  const hostRef = useRef<HTMLDivElement>(null);
  const { engineRef, sceneTime } = useVizEngine(hostRef, objects);
  const [now, setNow] = useState(() => Date.now());
  const [shared, setShared] = useState<string | null>(null);
  const [teamViewQuery, setTeamViewQuery] = useState<string | null>(null);
  const { t } = useTranslation('visualization');
  const phone = useMediaQuery((th: Theme) => th.breakpoints.down('md'));
  const [listOpen, setListOpen] = useState(true);
  const [sheet, setSheet] = useState<'controls' | 'list' | null>(null);
  // "Show alone": one group or country; the rest of the catalogue is hidden from the scene and the list.
  // Part of the view state, so the Share link keeps it.
  const alone = s.alone;

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, []);

  useEarthImagery(engineRef);
  useLiveUpdates(engineRef, catalogue.data?.version ?? null);

  // A filter chosen before the catalogue arrived (or restored from a URL) still lands in a view that has matches.
  useEffect(() => {
    if (!objects.length) return;
    const st = useVizStore.getState();
    const view = viewForFilter(objects, st.view, st.type);
    if (view !== st.view) useVizStore.setState({ view });
  }, [objects, s.type]);

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

  const byId = useMemo(() => new Map(objects.map((o) => [o.id, o])), [objects]);
  const selected = useMemo(
    () =>
      atTime(
        s.selection.map((id) => byId.get(id)).filter((o): o is VizObject => !!o),
        sceneTime,
      ),
    [s.selection, byId, sceneTime],
  );

  // The canvas cannot say what was picked (by click, search or the list): a live region does.
  const lastSelected = byId.get(s.selection[s.selection.length - 1] ?? '');
  const announcement = lastSelected
    ? ta('viz.selected', { name: lastSelected.name, type: lastSelected.type, count: s.selection.length })
    : '';
  const info = !s.compare && selected.length === 1 ? selected[0] : null;

  const toolbar = (
    <VizControls
      engineRef={engineRef}
      objects={objects}
      visible={visible}
      suggestions={suggestions}
      refreshing={catalogue.isFetching}
      onRefresh={() => void catalogue.refetch()}
      now={now}
      sceneTime={sceneTime}
      onShared={setShared}
    />
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
          {/* The legend sits under the card in one column, so a tall card scrolls above it instead of under it. */}
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minHeight: 0, minWidth: 0 }}>
            {info && (
              <Box
                sx={{ pointerEvents: 'auto', flex: '0 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column' }}
              >
                <InfoPanel object={info} onClose={() => useVizStore.setState({ selection: [] })} />
              </Box>
            )}
            <Box sx={{ mt: 'auto', flexShrink: 0, display: { xs: 'none', sm: 'block' } }}>
              <Legend view={s.view} layer={s.layer} />
            </Box>
          </Box>
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
