import { Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-store';
import { AuthCard } from './AuthCard';
import { LightTextField } from '../../../components/ui/LightTextField';
import { paths } from '../../../lib/paths';
import { useTranslation } from 'react-i18next';

// MUI's Alert (with its icons and Paper) is fetched only when sign-in fails: it stays out of /login's first
// download (issue 12). The message itself shows at once, announced, while the styled box arrives.
const Alert = lazy(() => import('@mui/material/Alert'));
function ErrorAlert({ children }: { children: React.ReactNode }) {
  return (
    <Suspense
      fallback={
        <Typography role="alert" color="error">
          {children}
        </Typography>
      }
    >
      <Alert severity="error">{children}</Alert>
    </Suspense>
  );
}

/** Second step of sign-in for accounts with two-factor authentication. */
function SecondStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const { completeMfa, cancelMfa, isLoading, error } = useAuth();
  const [code, setCode] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await completeMfa(code)) onDone();
  };
  return (
    <AuthCard title={t('mfa.title')} subtitle={t('mfa.subtitle')}>
      <Box component="form" onSubmit={submit}>
        <Stack spacing={2}>
          {error && <ErrorAlert>{error}</ErrorAlert>}
          <LightTextField
            label={t('mfa.code')}
            name="code"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
            fullWidth
            autoFocus
            inputProps={{ inputMode: 'text', maxLength: 64, spellCheck: false }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isLoading || !code.trim()}
            startIcon={isLoading ? <CircularProgress size={18} aria-hidden /> : undefined}
          >
            {t('mfa.verify')}
          </Button>
          <Button onClick={cancelMfa}>{t('backToSignIn')}</Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const { login, isLoading, error, isAuthenticated, mfaChallenge } = useAuth();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const done = () => navigate(from ?? paths.dashboard.to(), { replace: true });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  if (isAuthenticated) return <Navigate to={from ?? paths.dashboard.to()} replace />;
  if (mfaChallenge) return <SecondStep onDone={done} />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await login(email, password)) done();
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <Box component="form" onSubmit={submit} noValidate={false}>
        <Stack spacing={2}>
          {/* The store's generic 'Login failed' reads as bad credentials; a server reason (throttled, account disabled) is shown as given. */}
          {error && <ErrorAlert>{error === t('session:errors.loginFailed') ? t('login.invalid') : error}</ErrorAlert>}
          <LightTextField
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
          <LightTextField
            label={t('password')}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            fullWidth
          />
          <Box sx={{ textAlign: 'right' }}>
            <Link component={RouterLink} to={paths.forgotPassword.to()} underline="hover">
              {t('login.forgot')}
            </Link>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isLoading}
            startIcon={isLoading ? <CircularProgress size={18} aria-hidden /> : undefined}
          >
            {t('login.submit')}
          </Button>
          <Typography sx={{ textAlign: 'center' }}>
            {t('login.noAccount')}{' '}
            <Link component={RouterLink} to={paths.register.to()}>
              {t('login.signUp')}
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
