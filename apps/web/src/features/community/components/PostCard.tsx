import { formatDateTime } from '../../../lib/i18n';
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
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('community');
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
      aria-label={t('post.by', { name: post.author.name })}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{post.author.name}</Typography>
        {post.author.staff && <Chip size="small" label={t('staff')} color="primary" />}
        <Typography variant="body2" color="text.secondary">
          @{post.author.handle} · {timeAgo(post.createdAt)}
        </Typography>
        {post.editedAt && (
          <Typography variant="body2" color="text.secondary" title={formatDateTime(post.editedAt)}>
            {t('editedMark')}
          </Typography>
        )}
        {post.accepted && <Chip size="small" icon={<CheckCircle />} color="success" label={t('post.accepted')} />}
      </Stack>
      {post.quoteOf && (
        <Typography variant="caption" color="text.secondary">
          {t('post.replyingTo', { name: post.quoteOf.authorName })}
        </Typography>
      )}
      {post.hidden && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {post.hiddenReason ? t('post.hiddenWithReason', { reason: post.hiddenReason }) : t('post.hiddenNotice')}
        </Alert>
      )}
      {post.deleted ? (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t('post.deleted')}
        </Typography>
      ) : editing !== null ? (
        <Stack spacing={1}>
          <Composer label={t('post.edit')} value={editing} onChange={setEditing} autoFocus />
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              size="small"
              disabled={!editing.trim() || act.isPending}
              onClick={() =>
                act.mutate({ postId: post.id, action: 'edit', body: editing }, { onSuccess: () => setEditing(null) })
              }
            >
              {t('post.save')}
            </Button>
            <Button size="small" onClick={() => setEditing(null)}>
              {t('cancel')}
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
              {t('post.quote')}
            </Button>
          )}
          {post.canEdit && (
            <Button size="small" onClick={() => setEditing(post.body)}>
              {t('post.editButton')}
            </Button>
          )}
          {post.canDelete && (
            <Button
              size="small"
              color="error"
              onClick={() =>
                window.confirm(t('post.confirmDelete')) && act.mutate({ postId: post.id, action: 'delete' })
              }
            >
              {t('post.delete')}
            </Button>
          )}
          {!own && live && (
            <Button size="small" onClick={() => setDialog('report')}>
              {t('post.report')}
            </Button>
          )}
          {canAccept && !post.accepted && (
            <Button size="small" color="success" onClick={() => threadAct.mutate({ kind: 'accept', postId: post.id })}>
              {t('post.accept')}
            </Button>
          )}
          {canAccept && post.accepted && (
            <Button size="small" onClick={() => threadAct.mutate({ kind: 'accept', postId: null })}>
              {t('post.unaccept')}
            </Button>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {me.staff &&
            !post.deleted &&
            (post.hidden ? (
              <Button size="small" color="warning" onClick={() => act.mutate({ postId: post.id, action: 'unhide' })}>
                {t('post.unhide')}
              </Button>
            ) : (
              <Button size="small" color="warning" onClick={() => setDialog('hide')}>
                {t('post.hide')}
              </Button>
            ))}
          {me.staff && !post.author.staff && (
            <Button size="small" color="warning" onClick={() => setDialog('suspend')}>
              {t('post.suspendAuthor')}
            </Button>
          )}
        </Stack>
      )}
      {dialog === 'report' && (
        <ReasonDialog
          title={t('post.reportTitle')}
          confirm={t('post.sendReport')}
          onClose={() => setDialog(null)}
          onSubmit={(reason) =>
            act.mutate(
              { postId: post.id, action: 'report', body: reason },
              {
                onSuccess: () => setNotice(t('post.reported')),
                onSettled: () => setDialog(null),
              },
            )
          }
        />
      )}
      {dialog === 'hide' && (
        <ReasonDialog
          title={t('post.hideTitle')}
          confirm={t('post.hidePost')}
          onClose={() => setDialog(null)}
          onSubmit={(reason) =>
            act.mutate({ postId: post.id, action: 'hide', body: reason }, { onSettled: () => setDialog(null) })
          }
        />
      )}
      {dialog === 'suspend' && (
        <ReasonDialog
          title={t('post.suspendTitle', { name: post.author.name })}
          confirm={t('post.suspend')}
          withHours
          onClose={() => setDialog(null)}
          onSubmit={(reason, hours) =>
            suspend.mutate(
              { userId: post.author.id, hours, reason },
              {
                onSuccess: () => setNotice(t('post.suspended', { name: post.author.name, hours })),
                onSettled: () => setDialog(null),
              },
            )
          }
        />
      )}
    </Paper>
  );
}
