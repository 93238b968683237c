import { useEffect, useRef, useState, type RefObject } from 'react';
import { VizEngine } from '../../scene/engine';
import { appearanceOf } from './appearance';
import { isAlone, matchesAlone, matchesQuery, matchesType, type VizObject } from './model';
import { moveAllToTime, sunDirection } from './positions';
import { useVizStore } from './store';
import { decodeViewState } from './url-state';

/**
 * The 3D engine of the page. It lives outside React (created once on `hostRef`, fed through commands); this hook
 * restores a shared view from the URL, then mirrors the store (view, filters, selection, layer, time, playback)
 * into it. Returns the engine and the scene's time, which the engine reports as it plays.
 */
export function useVizEngine(hostRef: RefObject<HTMLDivElement | null>, objects: VizObject[]) {
  const s = useVizStore();
  const engineRef = useRef<VizEngine | null>(null);
  const layerRef = useRef(s.layer);
  const pendingCamera = useRef(s.camera);
  const [sceneTime, setSceneTime] = useState(() => s.time ?? Date.now());

  // Restore a shared view once, from the URL.
  useEffect(() => {
    const v = decodeViewState(window.location.search);
    useVizStore.setState({ ...v, playing: false });
    pendingCamera.current = v.camera;
    setSceneTime(v.time ?? Date.now());
  }, []);

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
  }, [hostRef]);

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

  const alone = s.alone;
  useEffect(() => {
    const shown = objects.filter((o) => matchesType(o, s.type) && matchesQuery(o, s.q) && matchesAlone(o, alone));
    engineRef.current?.setVisible(s.type === 'all' && !s.q.trim() && !isAlone(alone) ? null : shown.map((o) => o.id));
  }, [s.type, s.q, objects, alone]);
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

  return { engineRef, sceneTime };
}
