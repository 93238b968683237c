import { SmartToyOutlined } from '@mui/icons-material';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The panel is loaded on first open, so pages that never chat do not pay for it.
const ChatPanel = lazy(async () => ({ default: (await import('./ChatPanel')).ChatPanel }));

/** The top bar's entry to the assistant, present on every signed-in page. */
export function ChatButton() {
  const { t } = useTranslation('chatbot');
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Tooltip title={t('ask')}>
        <IconButton
          aria-label={t('open')}
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
        >
          <SmartToyOutlined />
        </IconButton>
      </Tooltip>
      {mounted && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
