import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/ui/QueryState';
import { formatDate } from '../../lib/i18n';
import { useCreateTeamKey, useRevokeTeamKey, useTeamKeys } from './api';
import { reasonOf } from './errors';
import { TeamList } from './TeamList';

/** The team's API keys (owner and admins): metered to the team; the secret is shown once. */
export function TeamKeysCard({ teamId }: { teamId: string }) {
  const { t } = useTranslation('teams');
  const keys = useTeamKeys(teamId, true);
  const create = useCreateTeamKey(teamId);
  const revoke = useRevokeTeamKey(teamId);
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const error = reasonOf(t, create.error ?? revoke.error);
  return (
    <Card component="section" aria-labelledby="team-keys-title">
      <CardContent>
        <Typography id="team-keys-title" variant="h6" component="h2" gutterBottom>
          {t('keys.title')}
        </Typography>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('keys.explain')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField size="small" label={t('keys.name')} value={name} onChange={(e) => setName(e.target.value)} />
            <Button
              variant="contained"
              disabled={create.isPending || !name.trim()}
              onClick={() =>
                create.mutate(name, {
                  onSuccess: (k) => {
                    setSecret(k.key);
                    setName('');
                  },
                })
              }
            >
              {t('keys.create')}
            </Button>
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
          {secret && (
            <Alert severity="success" onClose={() => setSecret(null)}>
              {t('keys.once')} <code>{secret}</code>
            </Alert>
          )}
          <QueryState isLoading={keys.isLoading} error={keys.error} onRetry={() => void keys.refetch()}>
            <TeamList
              empty={<Typography color="text.secondary">{t('keys.none')}</Typography>}
              rows={(keys.data ?? []).map((k) => ({
                key: k.id,
                content: (
                  <>
                    {k.name} <code>{k.prefix}…</code> ·{' '}
                    <Typography component="span" color="text.secondary">
                      {t('keys.by', { name: k.createdBy, date: formatDate(k.createdAt) })}
                    </Typography>
                  </>
                ),
                remove: {
                  title: t('keys.revoke'),
                  label: t('keys.revokeNamed', { name: k.name }),
                  onClick: () => revoke.mutate(k.id),
                },
              }))}
            />
          </QueryState>
        </Stack>
      </CardContent>
    </Card>
  );
}
