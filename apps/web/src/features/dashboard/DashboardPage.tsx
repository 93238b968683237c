import type { Subscription } from '@cosmos/contracts';
import { Analytics, RocketLaunch, ViewInAr, WorkspacePremium } from '@mui/icons-material';
import { Button, Card, CardContent, Grid, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { api } from '../../lib/api';

const ACTIVITIES = [
  { title: 'Mission Launch', detail: 'Artemis II crew vehicle rollout', Icon: RocketLaunch },
  { title: 'Data Analysis', detail: 'Starlink shell coverage report', Icon: Analytics },
  { title: 'VR Session', detail: 'Space Station Tour, 24 minutes', Icon: ViewInAr },
];

interface Usage {
  usedBytes: number;
  quotaBytes: number;
}

const GB = 1e9;

export function DashboardPage() {
  const navigate = useNavigate();
  const sub = useQuery({ queryKey: ['subscription', 'current'], queryFn: () => api<Subscription>('/api/subscription/current', { failMessage: 'Failed to fetch current subscription' }) });
  const usage = useQuery({ queryKey: ['usage'], queryFn: () => api<Usage>('/api/usage', { failMessage: 'Failed to fetch usage' }), retry: false });
  const used = usage.data ? usage.data.usedBytes / GB : 250;
  const quota = usage.data ? usage.data.quotaBytes / GB : 500;
  const pct = Math.min(100, Math.round((used / quota) * 100));

  return (
    <>
      <PageHeader title="Mission Control Dashboard" />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }} aria-labelledby="premium-title">
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <WorkspacePremium color="secondary" />
                <Typography id="premium-title" variant="h6" component="h2">
                  Premium Access
                </Typography>
              </Stack>
              <QueryState isLoading={sub.isLoading} error={sub.error}>
                <Typography>{sub.data?.plan.name}</Typography>
                <Typography color="text.secondary" data-testid="valid-until">
                  Valid until {sub.data ? new Date(sub.data.currentPeriodEnd).toISOString().slice(0, 10) : ''}
                </Typography>
              </QueryState>
              <Typography sx={{ mt: 2 }} data-testid="usage">
                Data usage {used.toFixed(used < 10 ? 2 : 0)}GB / {quota.toFixed(0)}GB
              </Typography>
              <LinearProgress variant="determinate" value={pct} aria-label="Data usage" sx={{ height: 8, borderRadius: 4, mt: 1 }} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                Recent Activities
              </Typography>
              <List dense>
                {ACTIVITIES.map(({ title, detail, Icon }) => (
                  <ListItem key={title}>
                    <ListItemIcon>
                      <Icon />
                    </ListItemIcon>
                    <ListItemText primary={title} secondary={detail} />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                Quick Actions
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button variant="contained" startIcon={<RocketLaunch />} onClick={() => navigate('/mission-control')}>
                  Launch Mission
                </Button>
                <Button variant="outlined" startIcon={<Analytics />} onClick={() => navigate('/data-visualization')}>
                  Analyze Data
                </Button>
                <Button variant="outlined" startIcon={<ViewInAr />} onClick={() => navigate('/vr-experience')}>
                  VR Experience
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
