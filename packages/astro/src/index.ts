/** Public API of @cosmos/astro: pure sky math (no Node, no DOM). */
export type { Vec3 } from './vec.ts';
export * from './tle-format.ts';
export * from './tle.ts';
export { parseOmmArray } from './omm.ts';
export * from './sgp4.ts';
export * from './sgp4-bulk.ts';
export * from './kepler.ts';
export * from './kepler-state.ts';
export * from './small-bodies.ts';
export * from './solar-system.ts';
export * from './observer.ts';
export * from './scene.ts';
export * from './planck.ts';
export * from './events.ts';
export * from './nominal-catalogue.ts';
