import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { PageLoader } from '../../components/ui/PageLoader';
import { formatDate } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useInvitationPreview, useRespondToInvitation } from './api';
import { useCurrentTeamId } from './current-team';
import { reasonOf } from './errors';

/** The emailed invitation link lands here (the token rides in the fragment): see the team, accept or decline. */
export function JoinTeamPage() {
  const { t } = useTranslation('teams');
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('token'));
  const preview = useInvitationPreview(token);
  const respond = useRespondToInvitation();
  const select = useCurrentTeamId((s) => s.select);
  const navigate = useNavigate();
  const [declined, setDeclined] = useState(false);
  const error = token ? reasonOf(t, preview.error ?? respond.error) : t('join.noToken');
  return (
    <Box>
      <PageHeader title={t('join.title')} />
      {preview.isLoading ? (
        <PageLoader />
      ) : error ? (
        <Alert severity="error">{error}</Alert>
      ) : declined ? (
        <Alert severity="info">{t('join.declined')}</Alert>
      ) : (
        preview.data && (
          <Card>
            <CardContent>
              <Stack spacing={2}>
                <Typography>
                  {t('join.invited', {
                    inviter: preview.data.invitedBy,
                    team: preview.data.teamName,
                    role: t(`roles.${preview.data.role}`),
                  })}
                </Typography>
                <Typography color="text.secondary">
                  {t('join.expires', { date: formatDate(preview.data.expiresAt) })}
                </Typography>
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="contained"
                    disabled={respond.isPending}
                    onClick={() =>
                      respond.mutate(
                        { token: token!, accept: true },
                        {
                          onSuccess: (team) => {
                            if (team) select(team.id);
                            navigate(paths.team.to(), { replace: true });
                          },
                        },
                      )
                    }
                  >
                    {t('join.accept')}
                  </Button>
                  <Button
                    disabled={respond.isPending}
                    onClick={() =>
                      respond.mutate({ token: token!, accept: false }, { onSuccess: () => setDeclined(true) })
                    }
                  >
                    {t('join.decline')}
                  </Button>
                </Stack>
              </Stack>
            </CardContent>
          </Card>
        )
      )}
    </Box>
  );
}
