import { Alert, Box, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-store';
import { AuthCard } from './AuthCard';
import { paths } from '../../../lib/paths';

/** Second step of sign-in for accounts with two-factor authentication. */
function SecondStep({ onDone }: { onDone: () => void }) {
  const { completeMfa, cancelMfa, isLoading, error } = useAuth();
  const [code, setCode] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await completeMfa(code)) onDone();
  };
  return (
    <AuthCard
      title="Two-factor authentication"
      subtitle="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
    >
      <Box component="form" onSubmit={submit}>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Authentication code"
            name="code"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'text', maxLength: 64, spellCheck: false } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isLoading || !code.trim()}
            startIcon={isLoading ? <CircularProgress size={18} /> : undefined}
          >
            Verify
          </Button>
          <Button onClick={cancelMfa}>Back to sign in</Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

export function LoginPage() {
  const { login, isLoading, error, isAuthenticated, mfaChallenge } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;

  if (isAuthenticated) return <Navigate to={from ?? paths.dashboard.to()} replace />;
  const done = () => navigate(from ?? paths.dashboard.to(), { replace: true });
  if (mfaChallenge) return <SecondStep onDone={done} />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await login(email, password)) done();
  };

  return (
    <AuthCard title="Sign In" subtitle="Welcome back, explorer">
      <Box component="form" onSubmit={submit} noValidate={false}>
        <Stack spacing={2}>
          {/* The store's generic 'Login failed' reads as bad credentials; a server reason (throttled, account disabled) is shown as given. */}
          {error && <Alert severity="error">{error === 'Login failed' ? 'Invalid email or password' : error}</Alert>}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            fullWidth
            autoFocus
          />
          <TextField
            label="Password"
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
              Forgot password?
            </Link>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isLoading}
            startIcon={isLoading ? <CircularProgress size={18} /> : undefined}
          >
            Sign In
          </Button>
          <Typography sx={{ textAlign: 'center' }}>
            Don&apos;t have an account?{' '}
            <Link component={RouterLink} to={paths.register.to()}>
              Sign Up
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
