import type { VrScene } from '@cosmos/contracts';
import { create } from 'zustand';
import { vrCalls } from '../../lib/api/queries/vr';
import { i18n } from '../../lib/i18n';

/** The spec's VR state (§3, §4): the scene list, activeScene and isVRSupported, with loading/error per §4. */
export interface VrState {
  scenes: VrScene[];
  activeScene: VrScene | null;
  isVRSupported: boolean;
  isLoading: boolean;
  error: string | null;
  fetchScenes(): Promise<void>;
  /** Loading a scene sets activeScene. */
  loadScene(id: string): Promise<VrScene | null>;
  /** Exiting VR clears activeScene. */
  exitScene(): void;
  /** vrSceneUpdate: a scene's live member count. */
  setMembers(id: string, members: number): void;
  checkSupport(): Promise<boolean>;
}

export const useVr = create<VrState>((set) => ({
  scenes: [],
  activeScene: null,
  isVRSupported: false,
  isLoading: false,
  error: null,
  async fetchScenes() {
    set({ isLoading: true, error: null });
    try {
      const scenes = await vrCalls.scenes(i18n.t('vr:scenesFailed'));
      set({ scenes, isLoading: false });
    } catch (err) {
      set({ isLoading: false, error: (err as Error).message });
    }
  },
  async loadScene(id) {
    set({ isLoading: true, error: null });
    try {
      const scene = await vrCalls.scene(id, i18n.t('vr:loadFailed'));
      set({ activeScene: scene, isLoading: false });
      return scene;
    } catch (err) {
      set({ isLoading: false, error: (err as Error).message, activeScene: null });
      return null;
    }
  },
  exitScene() {
    set({ activeScene: null });
  },
  setMembers(id, members) {
    set((s) => ({
      scenes: s.scenes.map((x) => (x.id === id ? { ...x, members } : x)),
      activeScene: s.activeScene?.id === id ? { ...s.activeScene, members } : s.activeScene,
    }));
  },
  async checkSupport() {
    const xr = (navigator as Navigator & { xr?: { isSessionSupported(mode: string): Promise<boolean> } }).xr;
    let ok = false;
    try {
      ok = !!xr && (await xr.isSessionSupported('immersive-vr'));
    } catch {
      ok = false;
    }
    set({ isVRSupported: ok });
    return ok;
  },
}));

// Browser tests read the VR state (activeScene) without reaching into React.
if (typeof window !== 'undefined') (window as unknown as { __vrStore?: typeof useVr }).__vrStore = useVr;
