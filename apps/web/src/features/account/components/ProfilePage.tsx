import { Edit } from '@mui/icons-material';
import {
  Alert,
  Avatar,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useAuth } from '../../../lib/auth/auth-store';
import { paths } from '../../../lib/paths';
import { useTranslation } from 'react-i18next';

type Form = {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  phone: string;
  location: string;
};

export function ProfilePage() {
  const { t } = useTranslation('account');
  const { user, updateProfile, isLoading, error, fieldErrors } = useAuth();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const fromUser = (): Form => ({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    company: user?.company ?? '',
    phone: user?.phone ?? '',
    location: user?.location ?? '',
  });
  const [form, setForm] = useState<Form>(fromUser);
  useEffect(() => {
    if (!editing) setForm(fromUser());
  }, [user, editing]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await updateProfile({
      firstName: form.firstName,
      lastName: form.lastName,
      company: form.company,
      phone: form.phone,
      location: form.location,
    });
    if (ok) {
      setEditing(false);
      setSaved(true);
    }
  };
  const field = (k: keyof Form, label: string, extra: object = {}) => (
    <TextField
      label={label}
      name={k}
      value={form[k]}
      onChange={(e) => setForm((f) => ({ ...f, [k]: e.target.value }))}
      fullWidth
      error={editing && Boolean(fieldErrors[k])}
      helperText={editing ? fieldErrors[k] : undefined}
      slotProps={{ input: { readOnly: !editing } }}
      {...extra}
    />
  );

  return (
    <>
      <PageHeader
        title={t('profile.title')}
        action={
          !editing && (
            <Button
              variant="outlined"
              startIcon={<Edit />}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('profile.edit')}
            </Button>
          )
        }
      />
      <Card>
        <CardContent component="form" onSubmit={submit}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
            <Avatar
              src={user?.avatar ?? undefined}
              sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'primary.main' }}
            >
              {user ? `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}` : ''}
            </Avatar>
            <div>
              <Typography variant="h6" component="h2">
                {user ? `${user.firstName} ${user.lastName}` : ''}
              </Typography>
              <Typography color="text.secondary">
                {user?.role === 'user' ? t('profile.explorer') : user?.role}
              </Typography>
            </div>
          </Stack>
          {saved && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {t('profile.saved')}
            </Alert>
          )}
          {editing && error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>{field('firstName', t('profile.firstName'), { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('lastName', t('profile.lastName'), { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {field('email', t('profile.email'), {
                slotProps: { input: { readOnly: true } },
                helperText: editing ? t('profile.emailHelp') : undefined,
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('company', t('profile.company'))}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('phone', t('profile.phone'))}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('location', t('profile.location'))}</Grid>
            <Grid size={{ xs: 12 }}>
              {/* Where the user observes from is a place of its own, set in Settings; this field is only shown. */}
              <Typography variant="body2" color="text.secondary">
                {t('profile.placesHint')}{' '}
                <Link component={RouterLink} to={`${paths.settings.to()}#places`}>
                  {t('profile.placesLink')}
                </Link>
              </Typography>
            </Grid>
          </Grid>
          {editing && (
            <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
              <Button
                type="submit"
                variant="contained"
                disabled={isLoading}
                startIcon={isLoading ? <CircularProgress size={16} aria-hidden /> : undefined}
              >
                {t('saveChanges')}
              </Button>
              <Button onClick={() => setEditing(false)}>{t('cancel')}</Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </>
  );
}
