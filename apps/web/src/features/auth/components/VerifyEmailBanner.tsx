import { Alert, Button, Link } from '@mui/material';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { resendVerification } from '../api/security';
import { useAuth } from '../../../lib/auth/auth-store';
import { useTranslation } from 'react-i18next';

const MAILBOX = '/dev/mailbox';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Without SMTP the server keeps mail in its dev mailbox, which it serves only to the machine itself: on a loopback
 * address, ask whether it is there, so the banner can link to where the confirmation link really went (issue 36).
 */
function useDevMailbox(wanted: boolean): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!wanted || !LOOPBACK.has(window.location.hostname)) return;
    let live = true;
    fetch(MAILBOX, { method: 'HEAD', credentials: 'omit' })
      .then((r) => live && setAvailable(r.ok))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wanted]);
  return available;
}

/** Shown to signed-in users until their email is confirmed; the account works meanwhile. */
export function VerifyEmailBanner() {
  const { t } = useTranslation('auth');
  const user = useAuth((s) => s.user);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mailbox = useDevMailbox(Boolean(user && !user.emailVerified));
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
      {mailbox && (
        <>
          {' '}
          <Link href={MAILBOX} color="inherit" target="_blank" rel="noopener" data-testid="dev-mailbox-link">
            {t('banner.mailbox')}
          </Link>
        </>
      )}
    </Alert>
  );
}
