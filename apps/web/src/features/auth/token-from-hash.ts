// Kept for the page's lifetime: a remount (Suspense, strict mode) must still see the token it took.
let taken: { path: string; token: string } | undefined;

/**
 * Reads `#token=…` from an emailed link and removes it from the address bar, so the token is neither
 * sent to the server (fragments never are) nor left in history or shown over a shoulder.
 */
export function takeTokenFromHash(): string {
  const m = /(?:^#|&)token=([A-Za-z0-9_-]+)/.exec(window.location.hash);
  if (m) {
    taken = { path: window.location.pathname, token: m[1]! };
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return taken?.path === window.location.pathname ? taken.token : '';
}
