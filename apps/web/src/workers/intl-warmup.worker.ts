/// <reference lib="webworker" />
/**
 * Builds one formatter of each kind the signed-in pages use first, in the page's language (the worker's name), then
 * ends. ICU's locale data and caches belong to the browser's renderer process, not to a thread: once loaded here, the
 * main thread's first formatter, in the middle of React's first render, takes about 0.3 ms instead of 27-53 ms (npm
 * run bench:intl; more on a slow phone). See boot.ts.
 */
const lang = self.name || 'en';
try {
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.NumberFormat(lang, { style: 'unit', unit: 'kilometer', unitDisplay: 'short' }).format(1);
  new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(1, 'day');
} catch {
  // A language tag Intl does not know: the page's own formatters fall back as they would have anyway.
}
self.close();
