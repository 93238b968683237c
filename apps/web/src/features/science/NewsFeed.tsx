import { OpenInNew } from '@mui/icons-material';
import { Alert, Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/ui/QueryState';
import { newsQuery } from '../../lib/api/queries/science';
import { formatDate } from '../../lib/i18n';

/** "Latest news": the server's feed (newest first), each dated and linked to its source in a new tab. */
export function NewsFeed() {
  const { t } = useTranslation('science');
  const q = useQuery(newsQuery(t('news.fetchFailed')));
  return (
    <Box component="section" aria-labelledby="news-heading">
      <Typography id="news-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('news.title')}
      </Typography>
      <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
        {q.data?.status.source === 'sample' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('news.sample')}
          </Alert>
        )}
        <Stack spacing={1.5}>
          {(q.data?.items ?? []).map((n) => (
            <Card key={n.id} component="article" variant="outlined">
              <CardContent>
                <Typography variant="caption" color="text.secondary" component="p">
                  <time dateTime={n.publishedAt}>{formatDate(n.publishedAt, { dateStyle: 'medium' })}</time>
                  {' · '}
                  {n.source}
                </Typography>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {n.title}
                </Typography>
                {n.summary && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {n.summary}
                  </Typography>
                )}
                <Link
                  href={n.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}
                >
                  {t('news.readAt', { source: n.source })}
                  <OpenInNew fontSize="inherit" aria-hidden />
                </Link>
              </CardContent>
            </Card>
          ))}
        </Stack>
      </QueryState>
    </Box>
  );
}
