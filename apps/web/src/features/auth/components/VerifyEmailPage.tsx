import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../lib/api';
import { authCalls } from '../../../lib/api/queries/auth';
import { useAuth } from '../../../lib/auth/auth-store';
import { takeTokenFromHash } from '../token-from-hash';
import { AuthCard } from './AuthCard';
import { paths } from '../../../lib/paths';
import { i18n } from '../../../lib/i18n';
import { useTranslation } from 'react-i18next';

export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  const started = useRef(false);
  const { isAuthenticated, confirmSession } = useAuth();
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = takeTokenFromHash();
    if (!token) {
      setState({ ok: false, text: t('verify.incomplete') });
      return;
    }
    authCalls
      .verifyEmail(token, i18n.t('auth:errors.confirmEmail'))
      .then(() => {
        // Our own text in the interface language, not the server's English message.
        setState({ ok: true, text: t('verify.confirmed') });
        void confirmSession();
      })
      .catch((err) =>
        setState({
          ok: false,
          text:
            err instanceof ApiError
              ? (err.fieldError('token') ?? err.problem?.detail ?? err.message)
              : t('errors.confirmEmail'),
        }),
      );
  }, [confirmSession, t]);

  return (
    <AuthCard title={t('verify.title')}>
      <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
        {!state && <CircularProgress sx={{ mx: 'auto' }} aria-label={t('ui:loading')} />}
        {state && <Alert severity={state.ok ? 'success' : 'error'}>{state.text}</Alert>}
        {state && (
          <Button
            component={RouterLink}
            to={isAuthenticated ? paths.dashboard.to() : paths.login.to()}
            variant="contained"
          >
            {isAuthenticated ? t('verify.continue') : t('signIn')}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
