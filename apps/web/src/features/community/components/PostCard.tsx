import {
  ANSWERABLE_CATEGORIES,
  type CommunityPost,
  type CommunityStatus,
  type CommunityThread,
} from '@cosmos/contracts';
import { CheckCircle } from '@mui/icons-material';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { usePostAction, useThreadAction } from '../api/write';
import { useSuspend } from '../api/moderation';
import { timeAgo } from '../labels';
import { Composer } from './Composer';
import { PostBody } from './PostBody';
import { ReasonDialog } from './ReasonDialog';

type Dialog = 'report' | 'hide' | 'suspend' | null;

/** One post with what the viewer may do to it: quote, edit (30 min), delete, report, accept, and staff moderation. */
export function PostCard({
  post,
  thread,
  me,
  onQuote,
}: {
  post: CommunityPost;
  thread: CommunityThread;
  me: CommunityStatus;
  onQuote?: (p: CommunityPost) => void;
}) {
  const act = usePostAction(thread.id);
  const threadAct = useThreadAction(thread.id);
  const suspend = useSuspend();
  const [editing, setEditing] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const own = post.author.id === me.userId;
  const live = !post.deleted && !post.hidden;
  const canAccept =
    !post.isOpening &&
    live &&
    ANSWERABLE_CATEGORIES.includes(thread.category) &&
    (thread.author.id === me.userId || me.staff);
  const error = act.error ?? threadAct.error ?? suspend.error;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderColor: post.accepted ? 'success.main' : undefined }}
      data-testid="post"
      data-post-id={post.id}
      aria-label={`Post by ${post.author.name}`}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{post.author.name}</Typography>
        {post.author.staff && <Chip size="small" label="Staff" color="primary" />}
        <Typography variant="body2" color="text.secondary">
          @{post.author.handle} · {timeAgo(post.createdAt)}
        </Typography>
        {post.editedAt && (
          <Typography variant="body2" color="text.secondary" title={new Date(post.editedAt).toLocaleString()}>
            (edited)
          </Typography>
        )}
        {post.accepted && <Chip size="small" icon={<CheckCircle />} color="success" label="Accepted answer" />}
      </Stack>
      {post.quoteOf && (
        <Typography variant="caption" color="text.secondary">
          Replying to {post.quoteOf.authorName}
        </Typography>
      )}
      {post.hidden && (
        <Alert severity="warning" sx={{ my: 1 }}>
          Hidden by a moderator{post.hiddenReason ? `: ${post.hiddenReason}` : ''}. Only you and the moderators can see
          it.
        </Alert>
      )}
      {post.deleted ? (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          This post was deleted by its author.
        </Typography>
      ) : editing !== null ? (
        <Stack spacing={1}>
          <Composer label="Edit post" value={editing} onChange={setEditing} autoFocus />
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              size="small"
              disabled={!editing.trim() || act.isPending}
              onClick={() =>
                act.mutate({ postId: post.id, action: 'edit', body: editing }, { onSuccess: () => setEditing(null) })
              }
            >
              Save
            </Button>
            <Button size="small" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      ) : (
        <PostBody html={post.bodyHtml} />
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {(error as { problem?: { detail?: string } }).problem?.detail ?? error.message}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" sx={{ mt: 1 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {editing === null && (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {onQuote && live && me.canPost && (
            <Button size="small" onClick={() => onQuote(post)}>
              Quote
            </Button>
          )}
          {post.canEdit && (
            <Button size="small" onClick={() => setEditing(post.body)}>
              Edit
            </Button>
          )}
          {post.canDelete && (
            <Button
              size="small"
              color="error"
              onClick={() =>
                window.confirm('Delete this post? It cannot be restored.') &&
                act.mutate({ postId: post.id, action: 'delete' })
              }
            >
              Delete
            </Button>
          )}
          {!own && live && (
            <Button size="small" onClick={() => setDialog('report')}>
              Report
            </Button>
          )}
          {canAccept && !post.accepted && (
            <Button size="small" color="success" onClick={() => threadAct.mutate({ kind: 'accept', postId: post.id })}>
              Accept answer
            </Button>
          )}
          {canAccept && post.accepted && (
            <Button size="small" onClick={() => threadAct.mutate({ kind: 'accept', postId: null })}>
              Unaccept
            </Button>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {me.staff &&
            !post.deleted &&
            (post.hidden ? (
              <Button size="small" color="warning" onClick={() => act.mutate({ postId: post.id, action: 'unhide' })}>
                Unhide
              </Button>
            ) : (
              <Button size="small" color="warning" onClick={() => setDialog('hide')}>
                Hide
              </Button>
            ))}
          {me.staff && !post.author.staff && (
            <Button size="small" color="warning" onClick={() => setDialog('suspend')}>
              Suspend author
            </Button>
          )}
        </Stack>
      )}
      {dialog === 'report' && (
        <ReasonDialog
          title="Report this post"
          confirm="Send report"
          onClose={() => setDialog(null)}
          onSubmit={(reason) =>
            act.mutate(
              { postId: post.id, action: 'report', body: reason },
              {
                onSuccess: () => setNotice('Thanks: the moderators will review this post.'),
                onSettled: () => setDialog(null),
              },
            )
          }
        />
      )}
      {dialog === 'hide' && (
        <ReasonDialog
          title="Hide this post"
          confirm="Hide post"
          onClose={() => setDialog(null)}
          onSubmit={(reason) =>
            act.mutate({ postId: post.id, action: 'hide', body: reason }, { onSettled: () => setDialog(null) })
          }
        />
      )}
      {dialog === 'suspend' && (
        <ReasonDialog
          title={`Suspend ${post.author.name} from posting`}
          confirm="Suspend"
          withHours
          onClose={() => setDialog(null)}
          onSubmit={(reason, hours) =>
            suspend.mutate(
              { userId: post.author.id, hours, reason },
              {
                onSuccess: () => setNotice(`${post.author.name} is suspended for ${hours} h.`),
                onSettled: () => setDialog(null),
              },
            )
          }
        />
      )}
    </Paper>
  );
}
