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

/** /community/reports (staff): the queue of reported posts, oldest first, and the moderation log. */
export function ReportQueuePage() {
  const me = useCommunityStatus();
  const [tab, setTab] = useState<'open' | 'actioned' | 'dismissed' | 'log'>('open');
  const reports = useReports(tab === 'log' ? 'open' : tab);
  const log = useModerationLog();
  const resolve = useResolveReport();
  const [hiding, setHiding] = useState<string | null>(null);
  if (me.data && !me.data.staff)
    return (
      <Alert severity="warning">Only community moderators (support agents and admins) can see the report queue.</Alert>
    );
  return (
    <>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.community.to()} underline="hover" color="inherit">
          Community
        </Link>
      </Breadcrumbs>
      <PageHeader title="Report queue" subtitle="Posts members reported, oldest first" />
      <Tabs value={tab} onChange={(_e, v) => setTab(v)} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
        <Tab value="open" label="Open" />
        <Tab value="actioned" label="Hidden" />
        <Tab value="dismissed" label="Dismissed" />
        <Tab value="log" label="Moderation log" />
      </Tabs>
      {resolve.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {resolve.error.message}
        </Alert>
      )}
      {tab === 'log' ? (
        <QueryState isLoading={log.isLoading} error={log.error}>
          <Card>
            <List aria-label="Moderation log">
              {log.data?.length === 0 && (
                <ListItem>
                  <ListItemText primary="No moderation actions yet." />
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
                      Open
                    </Button>
                  )}
                </ListItem>
              ))}
            </List>
          </Card>
        </QueryState>
      ) : (
        <QueryState isLoading={reports.isLoading} error={reports.error}>
          <Stack spacing={2} aria-label="Reports">
            {reports.data?.length === 0 && <Typography color="text.secondary">Nothing here.</Typography>}
            {reports.data?.map((r) => (
              <Card key={r.id} variant="outlined" data-testid="report">
                <CardContent>
                  <Typography variant="subtitle2">
                    <Link component={RouterLink} to={paths.communityThread.to(r.threadId)}>
                      {r.threadTitle}
                    </Link>{' '}
                    · post by {r.postAuthor.name}
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
                        Hide post
                      </Button>
                      <Button size="small" onClick={() => resolve.mutate({ id: r.id, action: 'dismiss' })}>
                        Dismiss
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
          title="Hide the reported post"
          confirm="Hide post"
          onClose={() => setHiding(null)}
          onSubmit={(reason) =>
            resolve.mutate({ id: hiding, action: 'hide', reason }, { onSettled: () => setHiding(null) })
          }
        />
      )}
    </>
  );
}
