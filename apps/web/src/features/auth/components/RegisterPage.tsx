import { Alert, Box, Button, CircularProgress, Grid, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-store';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { paths } from '../../../lib/paths';
import type { Settings } from '@cosmos/contracts';
import { api } from '../../../lib/api';
import { i18n, nameForCode } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';

/**
 * A visitor who signed up in another language than English keeps it: the new account's Language setting is saved
 * as the language the sign-up form was shown in (otherwise the default 'English' would switch the interface back).
 */
async function keepSignUpLanguage() {
  const code = i18n.language;
  if (code === 'en') return;
  const saved = await api<Settings>('/api/settings', {
    method: 'PUT',
    body: { language: nameForCode(code) },
    failMessage: i18n.t('settings-api:errors.saveSettings'),
  }).catch(() => undefined);
  if (saved) queryClient.setQueryData(['settings'], saved);
}
import { useTranslation } from 'react-i18next';

const empty = { firstName: '', lastName: '', email: '', password: '', company: '', phone: '' };

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { register, isLoading, error, fieldErrors } = useAuth();
  const [form, setForm] = useState(empty);
  const navigate = useNavigate();
  const set = (k: keyof typeof empty) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const field = (k: keyof typeof empty) => ({
    name: k,
    value: form[k],
    onChange: set(k),
    error: Boolean(error && fieldErrors[k]),
    helperText: error ? fieldErrors[k] : undefined,
    fullWidth: true,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await register(form)) {
      await keepSignUpLanguage();
      navigate(paths.dashboard.to(), { replace: true });
    }
  };

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <Box component="form" onSubmit={submit}>
        <Stack spacing={2}>
          {error && <Alert severity="error">{t('register.failed')}</Alert>}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label={t('register.firstName')} required autoComplete="given-name" {...field('firstName')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label={t('register.lastName')} required autoComplete="family-name" {...field('lastName')} />
            </Grid>
          </Grid>
          <TextField label={t('email')} type="email" required autoComplete="email" {...field('email')} />
          <PasswordField
            label={t('password')}
            required
            autoComplete="new-password"
            {...field('password')}
            helperText={(error && fieldErrors.password) || t('passwordHelp')}
          />
          <PasswordStrengthMeter
            password={form.password}
            userInputs={[form.email, form.firstName, form.lastName, form.company]}
          />
          <TextField label={t('register.company')} autoComplete="organization" {...field('company')} />
          <TextField label={t('register.phone')} type="tel" autoComplete="tel" {...field('phone')} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isLoading}
            startIcon={isLoading ? <CircularProgress size={18} /> : undefined}
          >
            {t('register.submit')}
          </Button>
          <Typography sx={{ textAlign: 'center' }}>
            {t('register.haveAccount')}{' '}
            <Link component={RouterLink} to={paths.login.to()}>
              {t('login.submit')}
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
