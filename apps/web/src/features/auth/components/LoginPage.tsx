import { Alert, Box, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../auth-store';
import { AuthCard } from './AuthCard';

export function LoginPage() {
  const { login, isLoading, error, isAuthenticated } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;

  if (isAuthenticated) return <Navigate to={from ?? '/dashboard'} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await login(email, password)) navigate(from ?? '/dashboard', { replace: true });
  };

  return (
    <AuthCard title="Sign In" subtitle="Welcome back, explorer">
      <Box component="form" onSubmit={submit} noValidate={false}>
        <Stack spacing={2}>
          {error && <Alert severity="error">Invalid email or password</Alert>}
          <TextField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} fullWidth autoFocus />
          <TextField label="Password" type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} fullWidth />
          <Box sx={{ textAlign: 'right' }}>
            <Link component={RouterLink} to="/forgot-password" underline="hover">
              Forgot password?
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={isLoading} startIcon={isLoading ? <CircularProgress size={18} /> : undefined}>
            Sign In
          </Button>
          <Typography sx={{ textAlign: 'center' }}>
            Don&apos;t have an account?{' '}
            <Link component={RouterLink} to="/register">
              Sign Up
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
