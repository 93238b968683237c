/** UI state of the visualization (the shareable part is ViewState). */
import { create } from 'zustand';
import type { PlaybackSpeed, SpectralLayer, TypeFilter, ViewId } from './model';
import { DEFAULT_VIEW_STATE, type ViewState } from './url-state';

export const MAX_COMPARE = 8;

interface VizStore extends ViewState {
  playing: boolean;
  set: (p: Partial<ViewState & { playing: boolean }>) => void;
  setType: (t: TypeFilter) => void;
  setView: (v: ViewId) => void;
  setLayer: (l: SpectralLayer) => void;
  setSpeed: (s: PlaybackSpeed) => void;
  /** Spec: clicking an object selects it, clicking it again deselects it; comparison mode keeps several. */
  toggleSelect: (id: string | null, additive?: boolean) => void;
}

export function nextSelection(current: readonly string[], id: string | null, multi: boolean): string[] {
  if (id === null) return multi ? [...current] : [];
  if (current.includes(id)) return current.filter((x) => x !== id);
  if (!multi) return [id];
  return [...current, id].slice(-MAX_COMPARE);
}

export const useVizStore = create<VizStore>((set) => ({
  ...DEFAULT_VIEW_STATE,
  playing: false,
  set: (p) => set(p),
  setType: (type) => set({ type }),
  setView: (view) => set({ view }),
  setLayer: (layer) => set({ layer }),
  setSpeed: (speed) => set({ speed }),
  toggleSelect: (id, additive = false) =>
    set((s) => ({ selection: nextSelection(s.selection, id, s.compare || additive) })),
}));
