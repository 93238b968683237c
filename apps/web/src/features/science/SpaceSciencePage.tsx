import { AutoAwesome, Public, Science, Search as Telescope } from '@mui/icons-material';
import { Box, Card, CardContent, CardMedia, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { discoveriesQuery } from '../../lib/api/queries/science';
import { discoveryDate, discoveryTime } from './discovery-date';
import { NewsFeed } from './NewsFeed';
import { useTranslation } from 'react-i18next';

const ICONS: Record<string, typeof Science> = {
  telescope: Telescope,
  public: Public,
  science: Science,
  auto_awesome: AutoAwesome,
};

export function SpaceSciencePage() {
  const { t } = useTranslation('science');
  const q = useQuery(discoveriesQuery(t('fetchFailed')));
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <NewsFeed />
      <Box component="section" aria-labelledby="featured-heading" sx={{ mt: 4 }}>
        <Typography id="featured-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('featured')}
        </Typography>
        <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
          <Grid container spacing={2}>
            {[...(q.data ?? [])]
              .sort((a, b) => discoveryTime(b.date) - discoveryTime(a.date))
              .map((d) => {
                const Icon = ICONS[d.icon] ?? Science;
                return (
                  <Grid key={d.id} size={{ xs: 12, sm: 6 }}>
                    <Card component="article" sx={{ height: '100%' }}>
                      <CardMedia component="img" height="160" image={d.image} alt={d.title} />
                      <CardContent>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <Icon color="secondary" />
                          <Typography variant="h6" component="h3">
                            {d.title}
                          </Typography>
                        </Stack>
                        <Typography variant="caption" color="text.secondary">
                          {discoveryDate(d.date)}
                        </Typography>
                        <Typography sx={{ mt: 1 }}>{d.description}</Typography>
                      </CardContent>
                    </Card>
                  </Grid>
                );
              })}
          </Grid>
        </QueryState>
      </Box>
    </>
  );
}
