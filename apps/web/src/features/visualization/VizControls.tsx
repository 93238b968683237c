import type { RefObject } from 'react';
import type { VizEngine } from '../../scene/engine';
import { buildExport, downloadText, type ExportFormat } from './export';
import { isAlone, matchesType, searchBest, viewForFilter, type Alone, type VizObject } from './model';
import { moveToTime } from './positions';
import { useVizStore } from './store';
import { Timeline } from './Timeline';
import { Toolbar } from './Toolbar';
import { shareUrl } from './url-state';

/** The objects as they are at `t` (copies: the catalogue's own positions are the engine's to move). */
export const atTime = (list: VizObject[], t: number) => {
  const d = new Date(t);
  return list.map((o) => {
    const c = { ...o, position: { ...o.position } };
    moveToTime(c, d);
    return c;
  });
};

/**
 * The page's controls: the toolbar (filters, search, layers, export, share, focus) and the timeline, and what
 * each does to the store and the engine. Shown in the top panel, or in the Controls sheet on a phone.
 */
export function VizControls(props: {
  engineRef: RefObject<VizEngine | null>;
  objects: VizObject[];
  /** What the list shows: exported as is. */
  visible: VizObject[];
  suggestions: string[];
  refreshing: boolean;
  onRefresh: () => void;
  now: number;
  sceneTime: number;
  onShared: (url: string) => void;
}) {
  const s = useVizStore();
  const { engineRef, objects, sceneTime } = props;
  const onType = (type: typeof s.type) => useVizStore.setState({ type, view: viewForFilter(objects, s.view, type) });
  // "Show alone": groups and countries are satellites, so they are shown in the Earth view.
  const onAlone = (a: Alone) => useVizStore.setState(isAlone(a) ? { alone: a, view: 'earth' } : { alone: a });
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
    const rows = atTime(props.visible, engineRef.current?.time ?? sceneTime);
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
    props.onShared(url);
  };
  const onFocus = () => {
    const id = s.selection[s.selection.length - 1];
    if (!id) return;
    const o = objects.find((x) => x.id === id);
    if (o) useVizStore.setState({ view: o.view });
    engineRef.current?.flyTo(id);
  };
  const live = s.time === null && !s.playing;

  return (
    <>
      <Toolbar
        type={s.type}
        view={s.view}
        q={s.q}
        labels={s.labels}
        grid={s.grid}
        compare={s.compare}
        layer={s.layer}
        refreshing={props.refreshing}
        hasSelection={s.selection.length > 0}
        suggestions={props.suggestions}
        alone={s.alone}
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
        onRefresh={props.onRefresh}
        onExport={onExport}
        onShare={onShare}
        onFocus={onFocus}
      />
      <Timeline
        now={props.now}
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
}
