import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, useIsFetching } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { useSettings } from '../features/account/api/settings';
import { useAuth } from '../lib/auth/auth-store';
import { queryClient } from '../lib/query-client';
import { connectSocket, disconnectSocket } from '../lib/socket';
import { createAppRouter } from './router';
import { RED_FILTER_ID, RED_FILTER_MATRIX, makeTheme } from '../lib/theme';
import { codeForName, setFormatPreferences, setLanguage } from '../lib/i18n';
import { rememberFirstPaint } from '../lib/first-paint';

let routes: React.JSX.Element | undefined;
/**
 * Creates the router (ranking some 45 routes and matching the address) and its element. main.tsx calls this in a task
 * of its own before the first render, so that it is not part of the app's evaluation, the longest start-up task.
 * One element for the life of the app: when Themed re-renders (settings or the session arriving), React sees the
 * same element and skips the whole route tree instead of rendering every page again.
 */
export function prepareRoutes() {
  routes ??= <RouterProvider router={createAppRouter()} />;
  return routes;
}

function Themed() {
  const { token, user, isAuthenticated, confirmSession } = useAuth();
  const settingsQuery = useSettings(isAuthenticated);
  const settings = settingsQuery.data;
  // Before sign-in (and while loading) the query shows the spec's defaults as placeholder: their 'English' must not
  // override the browser's language or the sign-in page's switcher, so only a stored setting sets the language.
  const saved = isAuthenticated && !settingsQuery.isPlaceholderData ? settings : undefined;
  const theme = useMemo(
    () => makeTheme(settings?.darkMode ?? true, settings?.redLight ?? false),
    [settings?.darkMode, settings?.redLight],
  );

  // The saved Language setting wins over the browser's preference once it is known.
  useEffect(() => {
    const code = codeForName(saved?.language);
    if (code) setLanguage(code);
  }, [saved?.language]);

  // Distances and altitudes follow the saved units preference everywhere (lib/i18n/format.ts).
  useEffect(() => {
    setFormatPreferences({ units: saved?.units ?? 'metric' });
  }, [saved?.units]);

  useEffect(() => {
    void confirmSession();
  }, [confirmSession]);

  // The next visit's first paint (ADR 0007): the shell or the sign-in card, in this theme.
  // The red-light theme paints dark first (the first paint knows dark and light only).
  const dark = (settings?.darkMode ?? true) || (settings?.redLight ?? false);
  useEffect(() => rememberFirstPaint({ signedIn: isAuthenticated, dark }), [isAuthenticated, dark]);

  // Spec §4: the socket connects when a user and a token both exist, and disconnects otherwise.
  useEffect(() => {
    if (user && token) void connectSocket(token);
    else disconnectSocket();
    return () => disconnectSocket();
  }, [user?.id, token]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {settings?.redLight && (
        <svg id={`${RED_FILTER_ID}-defs`} width="0" height="0" aria-hidden="true" style={{ position: 'absolute' }}>
          <filter id={RED_FILTER_ID} colorInterpolationFilters="sRGB">
            <feColorMatrix type="matrix" values={RED_FILTER_MATRIX} />
          </filter>
        </svg>
      )}
      {prepareRoutes()}
    </ThemeProvider>
  );
}

/**
 * How many server queries are in flight, as a hidden attribute: browser tests wait for 0 (with no spinner left)
 * as the signal that a route has its data, instead of a fixed pause per route. Only this span re-renders.
 */
function QueryActivity() {
  return <span hidden id="query-activity" data-fetching={useIsFetching()} />;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Themed />
      <QueryActivity />
    </QueryClientProvider>
  );
}
