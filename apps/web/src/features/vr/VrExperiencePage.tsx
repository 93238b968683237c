import type { VrScene } from '@cosmos/contracts';
import { Button, Card, CardActions, CardContent, CardMedia, Chip, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { api } from '../../lib/api';

export function VrExperiencePage() {
  const q = useQuery({ queryKey: ['vr', 'scenes'], queryFn: () => api<VrScene[]>('/api/vr/scenes', { failMessage: 'Failed to fetch VR scenes' }) });
  return (
    <>
      <PageHeader title="VR Experience" subtitle="Step into space, with a headset or in your browser" />
      <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
        <Grid container spacing={2}>
          {(q.data ?? []).map((s) => (
            <Grid key={s.id} size={{ xs: 12, sm: 6 }}>
              <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardMedia component="img" height="160" image={s.thumbnail} alt="" />
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="h6" component="h2">
                    {s.title}
                  </Typography>
                  <Typography color="text.secondary">{s.description}</Typography>
                  <Chip size="small" sx={{ mt: 1 }} label={`${s.members} exploring now`} />
                </CardContent>
                <CardActions>
                  <Button variant="contained" disabled>
                    Start Experience
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      </QueryState>
    </>
  );
}
