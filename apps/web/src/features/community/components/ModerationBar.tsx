import { COMMUNITY_CATEGORIES, type CommunityThread } from '@cosmos/contracts';
import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ThreadChanges } from '../../../lib/api/queries/community';
import { useThreadAction } from '../api/write';
import { categoryName, STATUS_LABEL } from '../labels';
import { useTranslation } from 'react-i18next';

/** Staff controls of a thread: pin, lock, move, feature status, and turning a bug report into a ticket. Each is logged. */
export function ModerationBar({ thread }: { thread: CommunityThread }) {
  const { t } = useTranslation('community');
  const act = useThreadAction(thread.id);
  const moderate = (changes: ThreadChanges) => act.mutate({ kind: 'moderate', changes });
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} aria-label={t('moderation.title')}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <Typography variant="subtitle2" sx={{ mr: 1 }}>
          {t('moderation.title')}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => moderate({ pinned: !thread.pinned })}>
          {thread.pinned ? t('moderation.unpin') : t('moderation.pin')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => moderate({ locked: !thread.locked })}>
          {thread.locked ? t('moderation.unlock') : t('moderation.lock')}
        </Button>
        <TextField
          select
          size="small"
          label={t('moderation.category')}
          value={thread.category}
          onChange={(e) => moderate({ category: e.target.value as CommunityThread['category'] })}
          sx={{ minWidth: 190 }}
        >
          {COMMUNITY_CATEGORIES.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {categoryName(c.id)}
            </MenuItem>
          ))}
        </TextField>
        {thread.category === 'feature' && (
          <TextField
            select
            size="small"
            label={t('statusLabel')}
            value={thread.status ?? ''}
            onChange={(e) => moderate({ status: (e.target.value || null) as CommunityThread['status'] })}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="">{t('moderation.noStatus')}</MenuItem>
            {Object.entries(STATUS_LABEL).map(([v, l]) => (
              <MenuItem key={v} value={v}>
                {l}
              </MenuItem>
            ))}
          </TextField>
        )}
        {thread.category === 'bug' && thread.ticketNumber === null && (
          <Button size="small" variant="outlined" onClick={() => act.mutate({ kind: 'ticket' })}>
            {t('moderation.createTicket')}
          </Button>
        )}
        {thread.ticketNumber !== null && (
          <Button size="small" component={RouterLink} to="/support/queue">
            {t('ticketInQueue', { number: thread.ticketNumber })}
          </Button>
        )}
      </Stack>
      {act.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {act.error.message}
        </Alert>
      )}
    </Paper>
  );
}
