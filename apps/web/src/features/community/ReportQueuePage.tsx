import {
  Alert,
  Breadcrumbs,
  Button,
  Card,
  CardContent,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { useModerationLog, useReports, useResolveReport } from './api/moderation';
import { useCommunityStatus } from './api/read';
import { ReasonDialog } from './components/ReasonDialog';
import { timeAgo } from './labels';
import { paths } from '../../lib/paths';
import { useTranslation } from 'react-i18next';

/** /community/reports (staff): the queue of reported posts, oldest first, and the moderation log. */
export function ReportQueuePage() {
  const { t } = useTranslation('community');
  const me = useCommunityStatus();
  const [tab, setTab] = useState<'open' | 'actioned' | 'dismissed' | 'log'>('open');
  const reports = useReports(tab === 'log' ? 'open' : tab);
  const log = useModerationLog();
  const resolve = useResolveReport();
  const [hiding, setHiding] = useState<string | null>(null);
  if (me.data && !me.data.staff) return <Alert severity="warning">{t('queue.staffOnly')}</Alert>;
  return (
    <>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.community.to()} underline="hover" color="inherit">
          {t('title')}
        </Link>
      </Breadcrumbs>
      <PageHeader title={t('reportQueue')} subtitle={t('queue.subtitle')} />
      <Tabs value={tab} onChange={(_e, v) => setTab(v)} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
        <Tab value="open" label={t('queue.open')} />
        <Tab value="actioned" label={t('queue.hidden')} />
        <Tab value="dismissed" label={t('queue.dismissed')} />
        <Tab value="log" label={t('queue.log')} />
      </Tabs>
      {resolve.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {resolve.error.message}
        </Alert>
      )}
      {tab === 'log' ? (
        <QueryState isLoading={log.isLoading} error={log.error}>
          <Card>
            <List aria-label={t('queue.log')}>
              {log.data?.length === 0 && (
                <ListItem>
                  <ListItemText primary={t('queue.noLog')} />
                </ListItem>
              )}
              {log.data?.map((e) => (
                <ListItem key={e.id} divider>
                  <ListItemText
                    primary={`${e.actorName}: ${e.action}${e.targetUserName ? ` · ${e.targetUserName}` : ''}`}
                    secondary={`${e.detail ? `${e.detail} · ` : ''}${timeAgo(e.createdAt)}`}
                  />
                  {e.threadId && (
                    <Button size="small" component={RouterLink} to={paths.communityThread.to(e.threadId)}>
                      {t('queue.openThread')}
                    </Button>
                  )}
                </ListItem>
              ))}
            </List>
          </Card>
        </QueryState>
      ) : (
        <QueryState isLoading={reports.isLoading} error={reports.error}>
          <Stack spacing={2} aria-label={t('queue.reports')}>
            {reports.data?.length === 0 && <Typography color="text.secondary">{t('queue.nothing')}</Typography>}
            {reports.data?.map((r) => (
              <Card key={r.id} variant="outlined" data-testid="report">
                <CardContent>
                  <Typography variant="subtitle2">
                    <Link component={RouterLink} to={paths.communityThread.to(r.threadId)}>
                      {r.threadTitle}
                    </Link>{' '}
                    {t('reportPostBy', { name: r.postAuthor.name })}
                  </Typography>
                  <Typography sx={{ my: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} color="text.secondary">
                    {r.excerpt}
                  </Typography>
                  <Typography variant="body2">
                    “{r.reason}” — {r.reporterName}, {timeAgo(r.createdAt)}
                  </Typography>
                  {r.status === 'open' && (
                    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                      <Button size="small" variant="contained" color="warning" onClick={() => setHiding(r.id)}>
                        {t('post.hidePost')}
                      </Button>
                      <Button size="small" onClick={() => resolve.mutate({ id: r.id, action: 'dismiss' })}>
                        {t('queue.dismiss')}
                      </Button>
                    </Stack>
                  )}
                </CardContent>
              </Card>
            ))}
          </Stack>
        </QueryState>
      )}
      {hiding && (
        <ReasonDialog
          title={t('queue.hideTitle')}
          confirm={t('post.hidePost')}
          onClose={() => setHiding(null)}
          onSubmit={(reason) =>
            resolve.mutate({ id: hiding, action: 'hide', reason }, { onSettled: () => setHiding(null) })
          }
        />
      )}
    </>
  );
}
