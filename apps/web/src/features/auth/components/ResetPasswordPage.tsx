import { Alert, Box, Button, CircularProgress, Link, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../lib/api';
import { authCalls } from '../../../lib/api/queries/auth';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { takeTokenFromHash } from '../token-from-hash';
import { paths } from '../../../lib/paths';
import { i18n } from '../../../lib/i18n';
import { useTranslation } from 'react-i18next';

/** New password from an emailed link; asks for the second factor when the account has one. Never signs in. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [token] = useState(takeTokenFromHash);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needCode, setNeedCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<{ field?: string; text: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = { token, password, ...(needCode ? { code } : {}) };
      setDone((await authCalls.resetPassword(body, i18n.t('auth:errors.resetPassword'))).message);
    } catch (err) {
      if (err instanceof ApiError && err.problem?.code === 'mfa_required') {
        setNeedCode(true);
        setError({ field: 'code', text: t('reset.needCode') });
      } else if (err instanceof ApiError) {
        const f = err.problem?.errors?.[0];
        setError({ field: f?.field, text: f?.message ?? err.problem?.detail ?? err.message });
      } else setError({ text: t('errors.resetPassword') });
    } finally {
      setBusy(false);
    }
  };

  if (!token && !done)
    return (
      <AuthCard title={t('reset.title')}>
        <Stack spacing={2}>
          <Alert severity="error">{t('reset.incomplete')}</Alert>
          <Link component={RouterLink} to={paths.forgotPassword.to()} sx={{ textAlign: 'center' }}>
            {t('reset.newLink')}
          </Link>
        </Stack>
      </AuthCard>
    );

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {done ? (
        <Stack spacing={2}>
          <Alert severity="success">{done}</Alert>
          <Button component={RouterLink} to={paths.login.to()} variant="contained">
            {t('signIn')}
          </Button>
        </Stack>
      ) : (
        <Box component="form" onSubmit={submit}>
          <Stack spacing={2}>
            {error && <Alert severity="error">{error.text}</Alert>}
            {error?.field === 'token' && (
              <Link component={RouterLink} to={paths.forgotPassword.to()}>
                {t('reset.newLink')}
              </Link>
            )}
            <PasswordField
              label={t('reset.newPassword')}
              name="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={error?.field === 'password'}
              helperText={t('passwordHelp')}
              fullWidth
              autoFocus
            />
            <PasswordStrengthMeter password={password} />
            {needCode && (
              <TextField
                label={t('mfa.code')}
                name="code"
                autoComplete="one-time-code"
                required
                value={code}
                onChange={(e) => setCode(e.target.value)}
                error={error?.field === 'code'}
                fullWidth
              />
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={18} aria-hidden /> : undefined}
            >
              {t('reset.submit')}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthCard>
  );
}
