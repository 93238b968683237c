import { useSyncExternalStore } from 'react';
import { currentUnits, subscribeFormatPreferences, type Units } from './format';

/**
 * The units preference, re-rendering the caller when Settings changes it. Call it in a component that shows
 * formatDistance/formatAltitude output so the numbers switch at once (language changes already re-render through
 * useTranslation).
 */
export function useUnits(): Units {
  return useSyncExternalStore(subscribeFormatPreferences, currentUnits, currentUnits);
}
