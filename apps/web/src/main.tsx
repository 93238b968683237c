import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from './lib/i18n';
import { captureFirstPaint } from './lib/first-paint';
import { App } from './app/App';

// A visitor who reads Spanish, French or German waits for that one chunk rather than seeing English flash first;
// meanwhile the server's first paint (ADR 0007) is on screen. The first render is a transition: React renders in
// slices of a few milliseconds and lets the browser handle input between them, instead of one long task.
void languageReady.finally(() => {
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
});
