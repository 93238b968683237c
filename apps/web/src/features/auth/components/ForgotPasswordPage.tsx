import { Alert, Box, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../lib/api';
import { authCalls } from '../../../lib/api/queries/auth';
import { AuthCard } from './AuthCard';
import { paths } from '../../../lib/paths';
import { i18n } from '../../../lib/i18n';
import { useTranslation } from 'react-i18next';

/** Answers the same whatever the email: the server never says whether an account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setMessage((await authCalls.forgotPassword(email, i18n.t('auth:errors.sendTheResetLink'))).message);
    } catch (err) {
      setError(
        err instanceof ApiError
          ? err.status === 429
            ? (err.problem?.detail ?? err.message)
            : (err.fieldError('email') ?? err.message)
          : t('errors.sendTheResetLink'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {message ? (
        <Stack spacing={2}>
          <Alert severity="success">{message}</Alert>
          <Link component={RouterLink} to={paths.login.to()} sx={{ textAlign: 'center' }}>
            {t('backToSignIn')}
          </Link>
        </Stack>
      ) : (
        <Box component="form" onSubmit={submit}>
          <Stack spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label={t('email')}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              fullWidth
              autoFocus
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={18} aria-hidden /> : undefined}
            >
              {t('forgot.submit')}
            </Button>
            <Typography sx={{ textAlign: 'center' }}>
              <Link component={RouterLink} to={paths.login.to()}>
                {t('backToSignIn')}
              </Link>
            </Typography>
          </Stack>
        </Box>
      )}
    </AuthCard>
  );
}
