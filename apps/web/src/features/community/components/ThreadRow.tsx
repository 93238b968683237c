import type { CommunityThreadSummary } from '@cosmos/contracts';
import { ChatBubbleOutlined, ThumbUpOffAlt } from '@mui/icons-material';
import { Box, ListItem, ListItemButton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { timeAgo } from '../labels';
import { ThreadBadges } from './ThreadBadges';
import { paths } from '../../../lib/paths';
import { useTranslation } from 'react-i18next';

/** One line of a category: title and badges, who started it, replies, votes and last activity. */
export function ThreadRow({ t: thread, showVotes }: { t: CommunityThreadSummary; showVotes: boolean }) {
  const { t } = useTranslation('community');
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={paths.communityThread.to(thread.id)}
        divider
        sx={{ alignItems: 'flex-start', gap: 2, py: 1.5 }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{thread.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {thread.author.name}
            {thread.author.staff ? ` (${t('staff')})` : ''} ·{' '}
            {t('lastActivity', { when: timeAgo(thread.lastActivityAt) })}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <ThreadBadges t={thread} />
          </Box>
        </Box>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0, color: 'text.secondary' }}>
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center' }}
            aria-label={t('replies', { count: thread.replyCount })}
          >
            <ChatBubbleOutlined fontSize="small" />
            <Typography variant="body2">{thread.replyCount}</Typography>
          </Stack>
          {showVotes && (
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ alignItems: 'center' }}
              aria-label={t('votes', { count: thread.votes })}
            >
              <ThumbUpOffAlt fontSize="small" />
              <Typography variant="body2">{thread.votes}</Typography>
            </Stack>
          )}
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}
