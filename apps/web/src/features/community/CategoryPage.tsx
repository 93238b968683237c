import { Add } from '@mui/icons-material';
import {
  Alert,
  Breadcrumbs,
  Button,
  Card,
  Link,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { NotFoundPanel } from './components/NotFoundPanel';
import { useCommunityStatus, useThreads } from './api/read';
import { NewThreadDialog } from './components/NewThreadDialog';
import { ThreadRow } from './components/ThreadRow';
import { categoryName, isCategory, STATUS_LABEL } from './labels';
import { paths } from '../../lib/paths';
import { useTranslation } from 'react-i18next';

/** /community/:category: its threads (pinned first), sorted by activity, votes or age, a page at a time. */
export function CategoryPage() {
  const { t } = useTranslation('community');
  const { category } = useParams();
  const feature = category === 'feature';
  const [sort, setSort] = useState(feature ? 'votes' : 'activity');
  const [status, setStatus] = useState('');
  const [composing, setComposing] = useState(false);
  const me = useCommunityStatus();
  const threads = useThreads(category ?? '', sort, status);
  if (!isCategory(category)) return <NotFoundPanel what="category" />;
  const items = threads.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.community.to()} underline="hover" color="inherit">
          {t('title')}
        </Link>
      </Breadcrumbs>
      <PageHeader
        title={categoryName(category)}
        action={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setComposing(true)}
            disabled={!me.data?.canPost}
          >
            {t('newThread')}
          </Button>
        }
      />
      {me.data && !me.data.canPost && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {me.data.reason}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <Tabs
          value={sort}
          onChange={(_e, v: string) => setSort(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ flexGrow: 1 }}
          aria-label={t('sort')}
        >
          <Tab value="activity" label={t('latestActivity')} />
          {feature && <Tab value="votes" label={t('mostVotes')} />}
          <Tab value="new" label={t('newest')} />
        </Tabs>
        {feature && (
          <TextField
            select
            size="small"
            label={t('statusLabel')}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{t('anyStatus')}</MenuItem>
            {Object.entries(STATUS_LABEL).map(([v, l]) => (
              <MenuItem key={v} value={v}>
                {l}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <QueryState isLoading={threads.isLoading} error={threads.error} onRetry={() => threads.refetch()}>
        <Card>
          <List disablePadding aria-label={t('threadsLabel')}>
            {items.length === 0 && (
              <ListItem sx={{ p: 2 }}>
                <ListItemText primary={t('noThreads')} />
              </ListItem>
            )}
            {items.map((t) => (
              <ThreadRow key={t.id} t={t} showVotes={feature} />
            ))}
          </List>
        </Card>
        {threads.hasNextPage && (
          <Button sx={{ mt: 2 }} onClick={() => threads.fetchNextPage()} disabled={threads.isFetchingNextPage}>
            {t('loadMore')}
          </Button>
        )}
      </QueryState>
      {composing && <NewThreadDialog category={category} onClose={() => setComposing(false)} />}
    </>
  );
}
