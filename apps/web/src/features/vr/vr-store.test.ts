import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVr } from './vr-store';

const scene = {
  id: 'solar-system',
  title: 'Solar System Explorer',
  description: '',
  thumbnail: '',
  parameters: {},
  members: 0,
};

describe('VR store (spec §3, §4, §8)', () => {
  beforeEach(() =>
    useVr.setState({ scenes: [], activeScene: null, isVRSupported: false, isLoading: false, error: null }),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('loading a scene sets activeScene; exiting clears it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(scene), { status: 200 })),
    );
    const p = useVr.getState().loadScene('solar-system');
    expect(useVr.getState().isLoading).toBe(true);
    await p;
    expect(useVr.getState()).toMatchObject({ isLoading: false, error: null, activeScene: { id: 'solar-system' } });
    useVr.getState().exitScene();
    expect(useVr.getState().activeScene).toBeNull();
  });

  it('stores the spec messages on failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    await useVr.getState().loadScene('mars-colony');
    expect(useVr.getState()).toMatchObject({ isLoading: false, error: 'Failed to load VR scene', activeScene: null });
    await useVr.getState().fetchScenes();
    expect(useVr.getState().error).toBe('Failed to fetch VR scenes');
  });

  it('vrSceneUpdate updates the members of the list and of the active scene', async () => {
    useVr.setState({ scenes: [scene, { ...scene, id: 'deep-space' }], activeScene: scene });
    useVr.getState().setMembers('solar-system', 2);
    expect(useVr.getState().scenes.map((s) => s.members)).toEqual([2, 0]);
    expect(useVr.getState().activeScene?.members).toBe(2);
  });

  it('isVRSupported follows navigator.xr immersive-vr support', async () => {
    expect(await useVr.getState().checkSupport()).toBe(false); // jsdom has no navigator.xr
    vi.stubGlobal('navigator', { xr: { isSessionSupported: async (m: string) => m === 'immersive-vr' } });
    expect(await useVr.getState().checkSupport()).toBe(true);
    expect(useVr.getState().isVRSupported).toBe(true);
  });
});
