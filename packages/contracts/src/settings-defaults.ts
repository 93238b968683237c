/**
 * The spec's defaults (§3 Settings state). Kept free of zod so the web app's first bundle can import it
 * (`@cosmos/contracts/settings-defaults`) without pulling every schema.
 */
export const DEFAULT_SETTINGS = {
  notifications: true,
  darkMode: true,
  twoFactor: false,
  volume: 70,
  language: 'English',
  theme: 'Space',
  issPassAlerts: false,
  eclipseAlerts: false,
  units: 'metric',
  redLight: false,
  quietHours: null,
} as const satisfies {
  notifications: boolean;
  darkMode: boolean;
  twoFactor: boolean;
  volume: number;
  language: string;
  theme: string;
  issPassAlerts: boolean;
  eclipseAlerts: boolean;
  units: 'metric' | 'imperial';
  redLight: boolean;
  quietHours: { from: string; to: string } | null;
};
