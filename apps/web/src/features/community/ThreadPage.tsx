import type { CommunityPost } from '@cosmos/contracts';
import { NotificationsActive, NotificationsNone, ThumbUp, ThumbUpOffAlt } from '@mui/icons-material';
import { Alert, Breadcrumbs, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { QueryState } from '../../components/ui/QueryState';
import { ApiError } from '../../lib/api';
import { useCommunityStatus, usePosts, useThread } from './api/read';
import { useThreadAction } from './api/write';
import { ModerationBar } from './components/ModerationBar';
import { NotFoundPanel } from './components/NotFoundPanel';
import { PostCard } from './components/PostCard';
import { ReplyBox } from './components/ReplyBox';
import { ThreadBadges } from './components/ThreadBadges';
import { categoryName } from './labels';
import { useThreadLive } from './use-thread-live';
import { paths } from '../../lib/paths';
import { useTranslation } from 'react-i18next';

/** /community/t/:threadId: the thread, its replies (live), the reply box, and the staff controls. */
export function ThreadPage() {
  const { t: text } = useTranslation('community');
  const { threadId = '' } = useParams();
  useThreadLive(threadId);
  const thread = useThread(threadId);
  const posts = usePosts(threadId);
  const me = useCommunityStatus();
  const act = useThreadAction(threadId);
  const [quote, setQuote] = useState<CommunityPost | null>(null);
  if (thread.error instanceof ApiError && thread.error.status === 404) return <NotFoundPanel what="thread" />;
  const t = thread.data;
  const voteRefusal = !t || !me.data ? null : t.author.id === me.data.userId ? text('ownThreadVote') : me.data.reason;
  const replies = posts.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <QueryState
      isLoading={thread.isLoading || me.isLoading}
      error={thread.error ?? me.error}
      onRetry={() => thread.refetch()}
    >
      {t && me.data && (
        <>
          <Breadcrumbs sx={{ mb: 1 }}>
            <Link component={RouterLink} to={paths.community.to()} underline="hover" color="inherit">
              {text('title')}
            </Link>
            <Link component={RouterLink} to={paths.communityCategory.to(t.category)} underline="hover" color="inherit">
              {categoryName(t.category)}
            </Link>
          </Breadcrumbs>
          <Typography
            variant="h4"
            component="h1"
            sx={{ overflowWrap: 'anywhere', mb: 1, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
          >
            {t.title}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <ThreadBadges t={t} />
            {t.hidden && (
              <Alert severity="warning" sx={{ py: 0 }}>
                {text('hidden')}
              </Alert>
            )}
            <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
              {t.category === 'feature' && (
                // No self-votes, and a vote needs the standing to post (issue 30); taking a vote back stays possible.
                <span title={voteRefusal ?? undefined}>
                  <Button
                    variant={t.voted ? 'contained' : 'outlined'}
                    startIcon={t.voted ? <ThumbUp /> : <ThumbUpOffAlt />}
                    onClick={() => act.mutate({ kind: 'vote', on: !t.voted })}
                    aria-pressed={t.voted}
                    disabled={!t.voted && voteRefusal !== null}
                    data-testid="vote"
                  >
                    {t.voted ? text('upvoted') : text('upvote')} · {t.votes}
                  </Button>
                </span>
              )}
              <Button
                variant="outlined"
                startIcon={t.subscribed ? <NotificationsActive /> : <NotificationsNone />}
                onClick={() => act.mutate({ kind: 'subscribe', on: !t.subscribed })}
                aria-pressed={t.subscribed}
              >
                {t.subscribed ? text('following') : text('follow')}
              </Button>
            </Stack>
          </Stack>
          {act.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {act.error.message}
            </Alert>
          )}
          {me.data.staff && <ModerationBar thread={t} />}
          <Stack spacing={2}>
            <PostCard post={t.opening} thread={t} me={me.data} onQuote={setQuote} />
            <Typography variant="h6" component="h2">
              {text('replies', { count: t.replyCount })}
            </Typography>
            <Stack spacing={2} role="log" aria-live="polite" aria-label={text('repliesLabel')}>
              {replies.map((p) => (
                <PostCard key={p.id} post={p} thread={t} me={me.data!} onQuote={setQuote} />
              ))}
            </Stack>
            {posts.hasNextPage && (
              <Button onClick={() => posts.fetchNextPage()} disabled={posts.isFetchingNextPage}>
                {text('loadMoreReplies')}
              </Button>
            )}
            <ReplyBox thread={t} me={me.data} quote={quote} onClearQuote={() => setQuote(null)} />
          </Stack>
        </>
      )}
    </QueryState>
  );
}
