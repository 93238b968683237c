import { Alert, Box, Button, CircularProgress, Grid, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-store';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { paths } from '../../../lib/paths';
import { i18n, LANGUAGES, type LanguageCode } from '../../../lib/i18n';

/**
 * The interface language the form is shown in (browser's, or the sign-in page switcher's): sent with the sign-up so
 * the server stores it as the account's Language setting before it writes the verification email (issue 19).
 */
export function signUpLanguage(): LanguageCode | undefined {
  return LANGUAGES.find((l) => l.code === i18n.language)?.code;
}

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
    if (await register({ ...form, language: signUpLanguage() })) {
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
            startIcon={isLoading ? <CircularProgress size={18} aria-hidden /> : undefined}
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
