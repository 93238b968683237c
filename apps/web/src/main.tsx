import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from './lib/i18n';
import { App } from './app/App';

// A visitor who reads Spanish, French or German waits for that one chunk rather than seeing English flash first.
void languageReady.finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
