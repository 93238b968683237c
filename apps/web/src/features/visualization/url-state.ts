/**
 * The shareable view state in URL search params: filters, time, selection, camera. Unknown or
 * malformed values fall back to defaults, so any URL opens the page.
 */
import { OBJECT_GROUP_VALUES } from '@cosmos/contracts';
import {
  NO_ALONE,
  PLAYBACK_SPEEDS,
  SPECTRAL_LAYERS,
  TYPE_FILTERS,
  VIEWS,
  clampTime,
  type PlaybackSpeed,
  type SpectralLayer,
  type Alone,
  type TypeFilter,
  type ViewId,
} from './model';

export interface CameraState {
  position: [number, number, number];
  target: [number, number, number];
}

export interface ViewState {
  type: TypeFilter;
  q: string;
  view: ViewId;
  /** Scene time, ms since epoch; null = follow now. */
  time: number | null;
  selection: string[];
  labels: boolean;
  grid: boolean;
  compare: boolean;
  layer: SpectralLayer;
  speed: PlaybackSpeed;
  camera: CameraState | null;
  /** "Show alone": one constellation group and/or one owner country. */
  alone: Alone;
}

export const DEFAULT_VIEW_STATE: ViewState = {
  type: 'all',
  q: '',
  view: 'earth',
  time: null,
  selection: [],
  labels: true,
  grid: false,
  compare: false,
  layer: 'visible',
  speed: 1,
  camera: null,
  alone: NO_ALONE,
};

const round = (n: number) => Math.round(n * 1000) / 1000;

export function encodeViewState(s: ViewState): URLSearchParams {
  const p = new URLSearchParams();
  if (s.type !== 'all') p.set('type', s.type);
  if (s.q) p.set('q', s.q);
  p.set('view', s.view);
  if (s.time !== null) p.set('t', new Date(s.time).toISOString());
  if (s.selection.length) p.set('sel', s.selection.join(','));
  if (!s.labels) p.set('labels', '0');
  if (s.grid) p.set('grid', '1');
  if (s.compare) p.set('cmp', '1');
  if (s.layer !== 'visible') p.set('layer', s.layer);
  if (s.speed !== 1) p.set('speed', String(s.speed));
  if (s.alone.group) p.set('group', s.alone.group);
  if (s.alone.owner) p.set('owner', s.alone.owner);
  if (s.camera) p.set('cam', [...s.camera.position, ...s.camera.target].map(round).join(','));
  return p;
}

/** SATCAT owner codes as the catalogue filters accept them (US, PRC, CIS, ESA, …). */
const OWNER_CODE = /^[A-Z0-9/-]{1,10}$/;

const oneOf = <T extends string | number>(list: readonly T[], v: unknown, d: T): T =>
  list.includes(v as T) ? (v as T) : d;

export function decodeViewState(search: string | URLSearchParams, now = Date.now()): ViewState {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const d = DEFAULT_VIEW_STATE;
  const tRaw = p.get('t');
  const tMs = tRaw ? Date.parse(tRaw) : Number.NaN;
  const cam = (p.get('cam') ?? '').split(',').map(Number);
  return {
    type: oneOf(TYPE_FILTERS, p.get('type'), d.type),
    q: (p.get('q') ?? '').slice(0, 100),
    view: oneOf(VIEWS, p.get('view'), d.view),
    time: Number.isFinite(tMs) ? clampTime(tMs, now) : null,
    selection: (p.get('sel') ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)
      .slice(0, 20),
    labels: p.get('labels') !== '0',
    grid: p.get('grid') === '1',
    compare: p.get('cmp') === '1',
    layer: oneOf(SPECTRAL_LAYERS, p.get('layer'), d.layer),
    speed: oneOf(PLAYBACK_SPEEDS, Number(p.get('speed')), d.speed),
    camera:
      cam.length === 6 && cam.every(Number.isFinite)
        ? { position: [cam[0], cam[1], cam[2]], target: [cam[3], cam[4], cam[5]] }
        : null,
    alone: {
      group: (OBJECT_GROUP_VALUES as readonly string[]).includes(p.get('group') ?? '') ? p.get('group')! : '',
      owner: OWNER_CODE.test((p.get('owner') ?? '').toUpperCase()) ? p.get('owner')!.toUpperCase() : '',
    },
  };
}

export function shareUrl(origin: string, pathname: string, s: ViewState): string {
  return `${origin}${pathname}?${encodeViewState(s).toString()}`;
}
