import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from './lib/i18n';
import { captureFirstPaint } from './lib/first-paint';
import { App, prepareRoutes } from './app/App';
import { registerServiceWorker } from './lib/pwa';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A visitor who reads Spanish, French or German waits for that one chunk rather than seeing English flash first;
// meanwhile the server's first paint (ADR 0007) is on screen. The app's modules were evaluated in the task that
// imported this one; the router and React's root are set up in tasks of their own after it, so that none of them is
// long on a slow phone (ADR 0008). The first render is a transition: React renders in slices of a few milliseconds and
// lets the browser handle input between them, instead of one long task.
void languageReady.finally(async () => {
  await nextTask();
  prepareRoutes();
  await nextTask();
  const element = document.getElementById('root')!;
  captureFirstPaint(element);
  const root = createRoot(element);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // The offline app's worker installs after the first screen (lib/pwa.ts).
  registerServiceWorker();
});
