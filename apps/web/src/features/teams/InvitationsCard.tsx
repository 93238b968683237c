import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/ui/QueryState';
import { formatDate } from '../../lib/i18n';
import { useInvitations, useInvite, useRevokeInvitation } from './api';
import { reasonOf } from './errors';
import { TeamList } from './TeamList';

/** Invite by email (a link that works once, for a week) and withdraw pending invitations: owner and admins. */
export function InvitationsCard({ teamId, seatsLeft }: { teamId: string; seatsLeft: number }) {
  const { t } = useTranslation('teams');
  const list = useInvitations(teamId, true);
  const invite = useInvite(teamId);
  const revoke = useRevokeInvitation(teamId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'admin' | 'member'>('member');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    invite.mutate(
      { email, role },
      {
        onSuccess: () => {
          setSentTo(email);
          setEmail('');
        },
      },
    );
  };
  const error = reasonOf(t, invite.error ?? revoke.error);
  return (
    <Card component="section" aria-labelledby="team-invitations-title">
      <CardContent>
        <Typography id="team-invitations-title" variant="h6" component="h2" gutterBottom>
          {t('invitations.title')}
        </Typography>
        <Stack spacing={2}>
          <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              size="small"
              type="email"
              required
              label={t('invitations.email')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField
              select
              size="small"
              label={t('invitations.role')}
              value={role}
              onChange={(e) => setRole(e.target.value as 'admin' | 'member')}
            >
              <MenuItem value="member">{t('roles.member')}</MenuItem>
              <MenuItem value="admin">{t('roles.admin')}</MenuItem>
            </TextField>
            <Button type="submit" variant="contained" disabled={invite.isPending || seatsLeft <= 0}>
              {t('invitations.send')}
            </Button>
          </Stack>
          {seatsLeft <= 0 && <Alert severity="info">{t('errors.seats_full')}</Alert>}
          {error && <Alert severity="error">{error}</Alert>}
          {sentTo && !error && <Alert severity="success">{t('invitations.sent', { email: sentTo })}</Alert>}
          <QueryState isLoading={list.isLoading} error={list.error} onRetry={() => void list.refetch()}>
            <TeamList
              empty={<Typography color="text.secondary">{t('invitations.none')}</Typography>}
              rows={(list.data ?? []).map((i) => ({
                key: i.id,
                content: (
                  <>
                    {i.email} · {t(`roles.${i.role}`)} ·{' '}
                    <Typography component="span" color="text.secondary">
                      {t('invitations.expires', { date: formatDate(i.expiresAt) })}
                    </Typography>
                  </>
                ),
                remove: {
                  title: t('invitations.revoke'),
                  label: t('invitations.revokeFor', { email: i.email }),
                  onClick: () => revoke.mutate(i.id),
                },
              }))}
            />
          </QueryState>
        </Stack>
      </CardContent>
    </Card>
  );
}
