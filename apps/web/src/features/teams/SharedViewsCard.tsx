import type { TeamDetail } from '@cosmos/contracts';
import { Alert, Button, Card, CardContent, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../components/ui/QueryState';
import { useAuth } from '../../lib/auth/auth-store';
import { formatDate } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useCan } from '../../lib/permissions';
import { useDeleteView, useSharedViews, useShareView } from './api';
import { reasonOf } from './errors';
import { TeamList } from './TeamList';

/** The query string of a pasted Share URL (or of a bare query): what the 3D view restores. */
export const queryOfShareUrl = (input: string) => {
  const s = input.trim().split('#')[0]!;
  const q = s.includes('?') ? s.slice(s.indexOf('?') + 1) : s;
  return q.replace(/^\?/, '');
};

/** Saved 3D views shared with the team: any member saves one from the 3D view's Share URL; everyone opens it. */
export function SharedViewsCard({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams');
  const me = useAuth((s) => s.user);
  const moderate = useCan('team.moderateViews', { teamRole: team.myRole });
  const views = useSharedViews(team.id);
  const share = useShareView(team.id);
  const remove = useDeleteView(team.id);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    share.mutate(
      { name, query: queryOfShareUrl(url) },
      {
        onSuccess: () => {
          setName('');
          setUrl('');
        },
      },
    );
  };
  const error = reasonOf(t, share.error ?? remove.error);
  return (
    <Card component="section" aria-labelledby="team-views-title">
      <CardContent>
        <Typography id="team-views-title" variant="h6" component="h2" gutterBottom>
          {t('views.title')}
        </Typography>
        <Stack spacing={2}>
          <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              size="small"
              required
              label={t('views.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <TextField
              size="small"
              required
              sx={{ flexGrow: 1 }}
              label={t('views.url')}
              helperText={t('views.urlHelp')}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
            <Button type="submit" variant="contained" disabled={share.isPending}>
              {t('views.save')}
            </Button>
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
          <QueryState isLoading={views.isLoading} error={views.error} onRetry={() => void views.refetch()}>
            <TeamList
              empty={<Typography color="text.secondary">{t('views.none')}</Typography>}
              rows={(views.data ?? []).map((v) => ({
                key: v.id,
                content: (
                  <>
                    <Link component={RouterLink} to={`${paths.dataVisualization.to()}${v.query ? `?${v.query}` : ''}`}>
                      {v.name}
                    </Link>{' '}
                    <Typography component="span" color="text.secondary">
                      · {t('views.by', { name: v.createdBy, date: formatDate(v.createdAt) })}
                    </Typography>
                  </>
                ),
                remove:
                  moderate || v.createdById === me?.id
                    ? {
                        title: t('views.delete'),
                        label: t('views.deleteNamed', { name: v.name }),
                        onClick: () => remove.mutate(v.id),
                      }
                    : undefined,
              }))}
            />
          </QueryState>
        </Stack>
      </CardContent>
    </Card>
  );
}
