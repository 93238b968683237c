import type { TeamDetail } from '@cosmos/contracts';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/ui/QueryState';
import { formatNumber } from '../../lib/i18n';
import { useCan } from '../../lib/permissions';
import { useShareFollow, useTeamFollows, useUnshareFollow } from './api';
import { reasonOf } from './errors';
import { TeamList } from './TeamList';

/** Satellites the team follows together: every member gets their conjunction and re-entry alerts. */
export function TeamFollowsCard({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams');
  const canShare = useCan('team.shareObjects', { teamRole: team.myRole });
  const follows = useTeamFollows(team.id);
  const share = useShareFollow(team.id);
  const unshare = useUnshareFollow(team.id);
  const [norad, setNorad] = useState('');
  const [km, setKm] = useState('5');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const id = norad.trim().replace(/^sat-/, '');
    share.mutate({ objectId: `sat-${id}`, thresholdKm: Number(km) }, { onSuccess: () => setNorad('') });
  };
  const error = reasonOf(t, share.error ?? unshare.error);
  return (
    <Card component="section" aria-labelledby="team-follows-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="team-follows-title" variant="h6" component="h2">
            {t('follows.title')}
          </Typography>
          <Typography color="text.secondary">{t('follows.explain')}</Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <QueryState isLoading={follows.isLoading} error={follows.error} onRetry={() => follows.refetch()}>
            {follows.data?.length === 0 && <Typography>{t('follows.none')}</Typography>}
            <TeamList
              rows={(follows.data ?? []).map((f) => ({
                key: f.objectId,
                content: t('follows.item', { name: f.name, km: formatNumber(f.thresholdKm) }),
                remove: canShare
                  ? {
                      title: t('follows.unshare', { name: f.name }),
                      label: t('follows.unshare', { name: f.name }),
                      onClick: () => unshare.mutate(f.objectId),
                    }
                  : undefined,
              }))}
            />
          </QueryState>
          {canShare && (
            <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                size="small"
                required
                label={t('follows.norad')}
                value={norad}
                onChange={(e) => setNorad(e.target.value)}
              />
              <TextField
                size="small"
                type="number"
                label={t('follows.km')}
                value={km}
                onChange={(e) => setKm(e.target.value)}
              />
              <Button type="submit" variant="outlined" disabled={share.isPending}>
                {t('follows.share')}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
