import { z } from 'zod';

/**
 * The interface languages by BCP 47 code, with the name Settings stores for each (spec §Settings stores the
 * language by its own name).
 */
export const LANGUAGE_NAMES = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  ja: '日本語',
  zh: '中文',
} as const satisfies Record<string, Settings['language']>;
export const LanguageCode = z.enum(['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'zh'], {
  message: 'Language must be one of en, es, fr, de, it, pt, ja, zh',
});
export type LanguageCode = z.infer<typeof LanguageCode>;

export const Settings = z.object({
  notifications: z.boolean(),
  darkMode: z.boolean(),
  twoFactor: z.boolean(),
  volume: z.number().int().min(0).max(100),
  language: z.enum(['English', 'Español', 'Français', 'Deutsch', 'Italiano', 'Português', '日本語', '中文']),
  theme: z.enum(['Space', 'Nebula', 'Aurora']),
  /** Sky alerts the user opts into (issue 4): a notification before an ISS pass over their location. */
  issPassAlerts: z.boolean(),
  /** Sky alerts: a notification the day before a solar or lunar eclipse. */
  eclipseAlerts: z.boolean(),
  /** Distances and altitudes in kilometres/metres or miles/feet (issue 19). */
  units: z.enum(['metric', 'imperial']),
  /** Red-light night theme (issue 35): everything dim red on black, for dark-adapted eyes; wins over darkMode. */
  redLight: z.boolean(),
  /**
   * Hours in which no push notification is sent to this user's devices (the inbox still gets it), as HH:MM in the
   * time zone of their default place; `from` after `to` spans midnight. null: no quiet hours.
   */
  quietHours: z
    .object({
      from: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Use HH:MM (24-hour)' }),
      to: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Use HH:MM (24-hour)' }),
    })
    .nullable(),
});
export type Settings = z.infer<typeof Settings>;

export { DEFAULT_SETTINGS } from './settings-defaults.ts';

/** twoFactor is read-only here: it changes only through 2FA enrolment. */
export const SettingsPatch = Settings.omit({ twoFactor: true }).partial();
export type SettingsPatch = z.infer<typeof SettingsPatch>;
