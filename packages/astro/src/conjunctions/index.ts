/** Conjunction screening: which pairs of catalogue objects pass within a threshold, when, and how. */
export * from './types.ts';
export { screenConjunctions } from './screen.ts';
export { shellOf, cellSizeKm } from './bounds.ts';
export { relativeState, ricOf } from './refine.ts';
export {
  syntheticCatalogue,
  syntheticElements,
  syntheticTleText,
  satrecFromElements,
  elementsFromState,
  prng,
} from './synthetic.ts';
export { designEncounter } from './design.ts';
export * from './probability.ts';
