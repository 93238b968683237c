import type { CommunityPost, CommunityStatus, CommunityThread } from '@cosmos/contracts';
import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useReply } from '../api/write';
import { Composer } from './Composer';
import { useTranslation } from 'react-i18next';

const quoted = (p: CommunityPost) =>
  `${p.body
    .slice(0, 600)
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n')}\n\n`;

/** The reply form: Markdown with preview; a quote prefills the quoted lines; explains why posting is closed when it is. */
export function ReplyBox({
  thread,
  me,
  quote,
  onClearQuote,
}: {
  thread: CommunityThread;
  me: CommunityStatus;
  quote: CommunityPost | null;
  onClearQuote: () => void;
}) {
  const { t } = useTranslation('community');
  const [body, setBody] = useState('');
  const reply = useReply(thread.id);
  useEffect(() => {
    if (quote) setBody((b) => quoted(quote) + b);
  }, [quote]);
  if (thread.locked && !me.staff) return <Alert severity="info">{t('lockedNotice')}</Alert>;
  if (!me.canPost) return <Alert severity="info">{me.reason}</Alert>;
  const err = reply.error instanceof ApiError ? reply.error : undefined;
  const submit = () =>
    reply.mutate(
      { body, quotePostId: quote?.id },
      {
        onSuccess: () => {
          setBody('');
          onClearQuote();
        },
      },
    );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {t('yourReply')}
      </Typography>
      {quote && <Chip sx={{ mb: 1 }} label={t('quoting', { name: quote.author.name })} onDelete={onClearQuote} />}
      <Composer label={t('reply')} value={body} onChange={setBody} error={err?.fieldError('body')} />
      {reply.isError && !err?.fieldError('body') && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {err?.problem?.detail ?? reply.error.message}
        </Alert>
      )}
      <Stack direction="row" sx={{ mt: 1 }}>
        <Button variant="contained" onClick={submit} disabled={reply.isPending || !body.trim()}>
          {t('postReply')}
        </Button>
      </Stack>
    </Paper>
  );
}
