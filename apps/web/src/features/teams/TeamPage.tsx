import type { TeamDetail } from '@cosmos/contracts';
import { SupportAgent } from '@mui/icons-material';
import { Alert, Box, Button, Card, CardContent, Chip, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { formatNumber } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useCan } from '../../lib/permissions';
import { ActivityCard } from './ActivityCard';
import { useCreateTeam, useMyTeams, useOwnSubscription, useTeam } from './api';
import { pickTeam, useCurrentTeamId } from './current-team';
import { reasonOf } from './errors';
import { InvitationsCard } from './InvitationsCard';
import { MembersCard } from './MembersCard';
import { SeatsCard } from './SeatsCard';
import { SharedViewsCard } from './SharedViewsCard';
import { TeamFollowsCard } from './TeamFollowsCard';
import { TeamKeysCard } from './TeamKeysCard';
import { TeamLaunchesCard } from './TeamLaunchesCard';
import { TeamSwitcherSelect } from './TeamSwitcher';

/** The Team page: members, invitations, roles, seats, keys, shared views, followed satellites and launches, and activity of the current team. */
export function TeamPage() {
  const { t } = useTranslation('teams');
  const teams = useMyTeams();
  const chosen = useCurrentTeamId((s) => s.teamId);
  const current = pickTeam(teams.data, chosen);
  const team = useTeam(current?.id);
  const siteAdmin = useCan('team.assignAgent');
  return (
    <Box>
      {siteAdmin && (
        <Link component={RouterLink} to={paths.teamsAdmin.to()} sx={{ display: 'inline-block', mb: 2 }}>
          {t('admin.link')}
        </Link>
      )}
      <PageHeader
        title={team.data?.name ?? t('title')}
        subtitle={t('subtitle')}
        action={
          teams.data && teams.data.length > 1 ? (
            <TeamSwitcherSelect teams={teams.data} current={current?.id} />
          ) : undefined
        }
      />
      <QueryState
        isLoading={teams.isLoading || team.isLoading}
        error={teams.error ?? team.error}
        onRetry={() => void teams.refetch()}
      >
        {!current ? <NoTeam /> : team.data && <TeamSections team={team.data} />}
      </QueryState>
    </Box>
  );
}

function TeamSections({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams');
  const ref = { teamRole: team.myRole };
  const canManage = useCan('team.manageMembers', ref);
  const canKeys = useCan('team.manageKeys', ref);
  const canSeats = useCan('team.manageSeats', ref);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip label={t('yourRole', { role: t(`roles.${team.myRole}`) })} />
        <Chip
          color={team.seats.used >= team.seats.total ? 'warning' : 'default'}
          label={t('seats', { used: formatNumber(team.seats.used), total: formatNumber(team.seats.total) })}
          data-testid="team-seats"
        />
      </Stack>
      {!team.active && (
        <Alert severity="warning">
          {t('inactive')}{' '}
          <Link component={RouterLink} to={paths.subscriptionPlans.to()}>
            {t('seePlans')}
          </Link>
        </Alert>
      )}
      <Card component="section" aria-labelledby="team-agent-title">
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <SupportAgent color="primary" />
            <Box>
              <Typography id="team-agent-title" variant="h6" component="h2">
                {t('agent.title')}
              </Typography>
              <Typography color="text.secondary">
                {team.dedicatedAgent ? team.dedicatedAgent.name : t('agent.none')}
              </Typography>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <MembersCard team={team} />
      {canSeats && team.active && <SeatsCard team={team} />}
      {canManage && <InvitationsCard teamId={team.id} seatsLeft={team.seats.total - team.seats.used} />}
      {canKeys && <TeamKeysCard teamId={team.id} />}
      <SharedViewsCard team={team} />
      <TeamFollowsCard team={team} />
      <TeamLaunchesCard team={team} />
      <ActivityCard teamId={team.id} />
    </Stack>
  );
}

/** No team yet: an Enterprise subscriber founds one; anyone else learns what it takes. */
function NoTeam() {
  const { t } = useTranslation('teams');
  const create = useCreateTeam();
  const select = useCurrentTeamId((s) => s.select);
  const [name, setName] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(name, { onSuccess: (team) => select(team.id) });
  };
  const error = reasonOf(t, create.error);
  // Say what it takes before offering a form that would only be refused (issue 36): the form is for Enterprise subscribers.
  const sub = useOwnSubscription().data;
  const canFound = sub?.planId === 'enterprise' && (sub.status === 'active' || sub.status === 'trialing');
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography>{t('none.explain')}</Typography>
          {sub && !canFound && (
            <Alert severity="info" data-testid="team-needs-enterprise">
              {t('none.needsEnterprise', { plan: sub.plan.name })}{' '}
              <Link component={RouterLink} to={paths.subscriptionPlans.to()}>
                {t('seePlans')}
              </Link>
            </Alert>
          )}
          {canFound && (
            <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                size="small"
                required
                label={t('none.name')}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
              <Button type="submit" variant="contained" disabled={create.isPending}>
                {t('none.create')}
              </Button>
            </Stack>
          )}
          {error && (
            <Alert severity="info">
              {error}{' '}
              <Link component={RouterLink} to={paths.subscriptionPlans.to()}>
                {t('seePlans')}
              </Link>
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
