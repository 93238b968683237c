import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/ui/QueryState';
import { formatDateTime } from '../../lib/i18n';
import { useTeamActivity } from './api';

/** Who invited, removed, changed roles, created or revoked keys, shared views: newest first. */
export function ActivityCard({ teamId }: { teamId: string }) {
  const { t } = useTranslation('teams');
  const activity = useTeamActivity(teamId);
  return (
    <Card component="section" aria-labelledby="team-activity-title">
      <CardContent>
        <Typography id="team-activity-title" variant="h6" component="h2" gutterBottom>
          {t('activity.title')}
        </Typography>
        <QueryState isLoading={activity.isLoading} error={activity.error} onRetry={() => void activity.refetch()}>
          <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {activity.data?.map((a) => (
              <li key={a.id}>
                <Typography>
                  {t(`activity.kinds.${a.kind}`, { actor: a.actorName ?? t('activity.someone') })}
                  {a.detail && `: ${a.detail}`}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(a.at)}
                </Typography>
              </li>
            ))}
          </Stack>
        </QueryState>
      </CardContent>
    </Card>
  );
}
