import type { VrSceneUpdate } from '@cosmos/contracts';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  TextField,
  ThemeProvider,
  Typography,
  useMediaQuery,
} from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LiveAnnouncer } from '../../lib/a11y/LiveAnnouncer';
import { makeTheme } from '../../lib/theme';
import { PageLoader } from '../../components/ui/PageLoader';
import { useSocketState } from '../../lib/socket';
import { VrEngine } from '../../vr/engine';
import { setEarthImagery } from '../../vr/earth';
import { loadEarthMosaic } from '../../lib/imagery';
import { SCENES } from '../../vr/scenes';
import type { Info } from '../../vr/types';
import { useSceneInputs } from './scene-inputs';
import { useVr } from './vr-store';
import { paths } from '../../lib/paths';

const toLocalInput = (ms: number) =>
  new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** One experience: WebXR 'Enter VR' when supported, an interactive 3D view otherwise. three.js loads only with this route. */
const HUD_THEME = makeTheme(true);

export function VrScenePage() {
  const { t } = useTranslation('vr');
  const { sceneId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { activeScene, isVRSupported, error, loadScene, exitScene, checkSupport, setMembers } = useVr();
  const { ready, inputs, volume } = useSceneInputs(sceneId);
  const socket = useSocketState((s) => s.socket);
  const connected = useSocketState((s) => s.connected);
  const host = useRef<HTMLDivElement>(null);
  const engine = useRef<VrEngine | null>(null);
  const [info, setInfo] = useState<Info | null>(null);
  const [presenting, setPresenting] = useState(false);
  const [comfort, setComfort] = useState({ snapTurn: true, vignette: true });
  const [cursor, setCursor] = useState<number | null>(null);
  const [xrError, setXrError] = useState<string | null>(null);
  const { t: ta } = useTranslation('a11y');
  const [announcement, setAnnouncement] = useState('');
  // A phone's screen is mostly panels when they are all open: there they start folded, behind one toggle.
  const narrow = useMediaQuery(HUD_THEME.breakpoints.down('sm'), { noSsr: true });
  const [panelsOpen, setPanelsOpen] = useState(!narrow);
  // Touch screens (coarse pointer) get touch gestures in the hint line, not keys they do not have.
  const touch = useMediaQuery('(pointer: coarse)', { noSsr: true });

  // Loading a scene sets activeScene; leaving the route (exiting) clears it.
  useEffect(() => {
    void checkSupport();
    void loadScene(sceneId);
    return () => exitScene();
  }, [sceneId, loadScene, exitScene, checkSupport]);

  const sceneReady = activeScene?.id === sceneId && ready;
  // The plan's Earth imagery for the scenes' Earth (level 1 mosaics every plan may see), loaded beside the scene.
  useEffect(() => {
    const ac = new AbortController();
    Promise.all([loadEarthMosaic('true-colour', 1, ac.signal), loadEarthMosaic('night-lights', 1, ac.signal)])
      .then(([day, night]) => setEarthImagery(day, night))
      .catch(() => undefined);
    return () => ac.abort();
  }, []);
  useEffect(() => {
    if (!sceneReady || !host.current) return;
    const build = SCENES[search.get('module') === 'empty' ? 'empty' : sceneId];
    if (!build) return;
    const e = new VrEngine(host.current, {
      onInfo: setInfo,
      onXrChange: setPresenting,
      onSelect: (picked) =>
        setAnnouncement(
          picked ? ta('vr.selected', { title: picked.title, facts: picked.lines.join('. ') }) : ta('vr.cleared'),
        ),
    });
    e.setModule(build(inputs(useVr.getState().activeScene?.parameters ?? {})));
    engine.current = e;
    (window as unknown as { __vr?: VrEngine }).__vr = e; // benchmark and browser-test hook
    return () => {
      e.dispose();
      engine.current = null;
      delete (window as unknown as { __vr?: VrEngine }).__vr;
    };
    // inputs is rebuilt each render; the engine is built once per scene.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sceneReady, sceneId, search]);

  useEffect(() => engine.current?.audio.setVolume(volume), [volume, sceneReady]);
  useEffect(() => engine.current?.setComfort(comfort), [comfort, sceneReady]);
  useEffect(() => engine.current?.setTimeCursor(cursor), [cursor, sceneReady]);

  // Presence: join on entry (and after a reconnect), leave on exit; vrSceneUpdate carries members and the shared date.
  useEffect(() => {
    if (!socket || !connected || activeScene?.id !== sceneId) return;
    const onUpdate = (u: VrSceneUpdate) => {
      if (u.id !== sceneId) return;
      setMembers(u.id, u.members);
      if (u.timeCursor !== undefined && sceneId === 'solar-system')
        setCursor(u.timeCursor === null ? null : Date.parse(u.timeCursor));
    };
    socket.on('vrSceneUpdate', onUpdate);
    socket.emit('joinVRScene', sceneId, (res) => {
      if (res.ok && res.members !== undefined) setMembers(sceneId, res.members);
    });
    return () => {
      socket.off('vrSceneUpdate', onUpdate);
      socket.emit('leaveVRScene', sceneId);
    };
  }, [socket, connected, sceneId, activeScene?.id, setMembers]);

  const shareDate = (ms: number | null) => {
    setCursor(ms);
    socket?.emit('setVRTimeCursor', { sceneId, timeCursor: ms === null ? null : new Date(ms).toISOString() });
  };

  const exit = () => {
    void engine.current?.xr.exit();
    exitScene();
    navigate(paths.vrExperience.to());
  };

  const enterVr = async () => {
    setXrError(null);
    try {
      await engine.current?.xr.enter();
    } catch (err) {
      setXrError((err as Error).message);
    }
  };

  if (error && !activeScene)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => navigate(paths.vrExperience.to())}>
            {t('back')}
          </Button>
        }
      >
        {error}
      </Alert>
    );

  return (
    // The scene is always dark, so its HUD uses the dark palette in both colour modes (light text on dark panels).
    <ThemeProvider theme={HUD_THEME}>
      <Box
        sx={{
          position: 'relative',
          height: { xs: 'calc(100vh - 104px)', md: 'calc(100vh - 120px)' },
          minHeight: 420,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: '#02030a',
          color: 'text.primary',
        }}
      >
        <Box ref={host} data-testid="vr-canvas" sx={{ position: 'absolute', inset: 0 }} />
        <LiveAnnouncer message={announcement} testId="vr-announcer" />
        {!sceneReady && <PageLoader />}
        {/* Top HUD: scene info on the left, exit and comfort controls on the right. When both do not fit
            (a phone, a narrow window) the controls wrap onto their own row above the info instead of covering it. */}
        <Box
          sx={{
            position: 'absolute',
            top: 12,
            left: 12,
            right: 12,
            display: 'flex',
            flexWrap: 'wrap-reverse',
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            gap: 1,
            pointerEvents: 'none',
          }}
        >
          <Stack
            data-testid="vr-hud"
            spacing={1}
            sx={{
              flex: '1 1 300px',
              minWidth: 0,
              maxWidth: 560,
              pointerEvents: 'none',
              '& > *': { pointerEvents: 'auto' },
            }}
          >
            <Paper sx={{ p: 1.5, bgcolor: 'rgba(10,14,30,0.78)', backdropFilter: 'blur(4px)' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h6" component="h1" sx={{ mr: 1 }}>
                  {activeScene?.title ?? t('loading')}
                </Typography>
                <Chip
                  size="small"
                  color="primary"
                  data-testid="vr-members"
                  label={t('inExperience', { count: activeScene?.members ?? 0 })}
                />
                <Chip
                  size="small"
                  variant="outlined"
                  label={isVRSupported ? (presenting ? t('inVr') : t('headsetReady')) : t('noHeadset')}
                />
                <Button
                  size="small"
                  color="inherit"
                  onClick={() => setPanelsOpen((v) => !v)}
                  aria-expanded={panelsOpen}
                  aria-controls="vr-panels vr-comfort"
                  data-testid="vr-panels-toggle"
                  startIcon={panelsOpen ? <ExpandLess /> : <ExpandMore />}
                  sx={{ ml: 'auto' }}
                >
                  {panelsOpen ? t('hidePanels') : t('showPanels')}
                </Button>
              </Stack>
              {info && (
                <Box sx={{ mt: 1 }} data-testid="vr-info">
                  <Typography variant="subtitle2" data-testid="vr-info-title">
                    {info.title}
                  </Typography>
                  {(panelsOpen ? info.lines : []).map((l) => (
                    <Typography key={l} variant="body2" color="text.secondary">
                      {l}
                    </Typography>
                  ))}
                </Box>
              )}
            </Paper>
            {sceneId === 'solar-system' && panelsOpen && (
              <Paper id="vr-panels" sx={{ p: 1.5, bgcolor: 'rgba(10,14,30,0.78)' }}>
                <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <TextField
                    size="small"
                    type="datetime-local"
                    label={t('sharedDate')}
                    value={toLocalInput(cursor ?? Date.now())}
                    onChange={(e) => {
                      const ms = Date.parse(e.target.value);
                      if (Number.isFinite(ms)) shareDate(ms);
                    }}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'vr-date' } }}
                  />
                  <Button size="small" onClick={() => shareDate(null)} disabled={cursor === null}>
                    {t('now')}
                  </Button>
                </Stack>
              </Paper>
            )}
          </Stack>
          <Stack data-testid="vr-hud" spacing={1} sx={{ ml: 'auto', alignItems: 'flex-end', pointerEvents: 'auto' }}>
            <Stack direction="row" spacing={1}>
              {isVRSupported && (
                <Button variant="contained" onClick={() => void enterVr()} disabled={!sceneReady || presenting}>
                  {t('enterVr')}
                </Button>
              )}
              <Button variant="outlined" color="inherit" onClick={exit} data-testid="vr-exit">
                {t('exit')}
              </Button>
            </Stack>
            <Paper
              id="vr-comfort"
              sx={{ px: 1.5, py: 0.5, bgcolor: 'rgba(10,14,30,0.78)', display: panelsOpen ? undefined : 'none' }}
            >
              <FormControlLabel
                control={
                  <Switch
                    size="small"
                    checked={comfort.snapTurn}
                    onChange={(e) => setComfort({ ...comfort, snapTurn: e.target.checked })}
                  />
                }
                label={t('snapTurning')}
              />
              <FormControlLabel
                control={
                  <Switch
                    size="small"
                    checked={comfort.vignette}
                    onChange={(e) => setComfort({ ...comfort, vignette: e.target.checked })}
                  />
                }
                label={t('vignette')}
              />
            </Paper>
            {xrError && <Alert severity="warning">{xrError}</Alert>}
          </Stack>
        </Box>
        <Typography
          data-testid="vr-hud"
          variant="caption"
          color="text.secondary"
          data-hint={touch ? 'touch' : 'keyboard'}
          sx={{
            position: 'absolute',
            bottom: 8,
            left: 12,
            right: 12,
            pointerEvents: 'none',
            display: panelsOpen ? undefined : 'none',
          }}
        >
          {touch ? t('controlsTouch') : t('controls')}
        </Typography>
      </Box>
    </ThemeProvider>
  );
}
