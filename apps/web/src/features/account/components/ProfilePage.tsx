import { Edit } from '@mui/icons-material';
import {
  Alert,
  Avatar,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useAuth } from '../../../lib/auth/auth-store';

type Form = {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  phone: string;
  location: string;
  latitude: string;
  longitude: string;
};

export function ProfilePage() {
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
    latitude: user?.latitude?.toString() ?? '',
    longitude: user?.longitude?.toString() ?? '',
  });
  const [form, setForm] = useState<Form>(fromUser);
  useEffect(() => {
    if (!editing) setForm(fromUser());
  }, [user, editing]); // eslint-disable-line react-hooks/exhaustive-deps

  const num = (s: string) => (s.trim() === '' ? null : Number(s));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await updateProfile({
      firstName: form.firstName,
      lastName: form.lastName,
      company: form.company,
      phone: form.phone,
      location: form.location,
      latitude: num(form.latitude),
      longitude: num(form.longitude),
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
        title="Profile"
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
              Edit Profile
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
              <Typography variant="h6">{user ? `${user.firstName} ${user.lastName}` : ''}</Typography>
              <Typography color="text.secondary">{user?.role === 'user' ? 'Explorer' : user?.role}</Typography>
            </div>
          </Stack>
          {saved && (
            <Alert severity="success" sx={{ mb: 2 }}>
              Profile saved
            </Alert>
          )}
          {editing && error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>{field('firstName', 'First Name', { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('lastName', 'Last Name', { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {field('email', 'Email', {
                slotProps: { input: { readOnly: true } },
                helperText: editing ? 'Email changes are made in Settings' : undefined,
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('company', 'Company')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('phone', 'Phone')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('location', 'Location')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {field('latitude', 'Ground station latitude (°)', {
                type: 'number',
                inputProps: { step: 'any', min: -90, max: 90 },
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {field('longitude', 'Ground station longitude (°)', {
                type: 'number',
                inputProps: { step: 'any', min: -180, max: 180 },
              })}
            </Grid>
          </Grid>
          {editing && (
            <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
              <Button
                type="submit"
                variant="contained"
                disabled={isLoading}
                startIcon={isLoading ? <CircularProgress size={16} /> : undefined}
              >
                Save Changes
              </Button>
              <Button onClick={() => setEditing(false)}>Cancel</Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </>
  );
}
