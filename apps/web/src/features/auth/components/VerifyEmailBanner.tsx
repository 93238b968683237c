import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { resendVerification } from '../api/security';
import { useAuth } from '../../../lib/auth/auth-store';
import { useTranslation } from 'react-i18next';

/** Shown to signed-in users until their email is confirmed; the account works meanwhile. */
export function VerifyEmailBanner() {
  const { t } = useTranslation('auth');
  const user = useAuth((s) => s.user);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user || user.emailVerified) return null;
  const resend = async () => {
    setBusy(true);
    try {
      setSent((await resendVerification()).message);
    } catch (err) {
      setSent(
        err instanceof ApiError && err.status === 429 ? (err.problem?.detail ?? err.message) : (err as Error).message,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      severity="info"
      variant="filled"
      data-testid="verify-email-banner"
      role="status"
      // In the page flow above the content, so it never covers a control; a long address wraps instead of being cut off on a phone.
      sx={{ mb: 2, overflowWrap: 'anywhere' }}
      action={
        !sent && (
          <Button color="inherit" size="small" onClick={resend} disabled={busy}>
            {t('banner.resend')}
          </Button>
        )
      }
    >
      {sent ?? t('banner.text', { email: user.email })}
    </Alert>
  );
}
