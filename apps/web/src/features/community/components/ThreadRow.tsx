import type { CommunityThreadSummary } from '@cosmos/contracts';
import { ChatBubbleOutlined, ThumbUpOffAlt } from '@mui/icons-material';
import { Box, ListItem, ListItemButton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { timeAgo } from '../labels';
import { ThreadBadges } from './ThreadBadges';
import { paths } from '../../../lib/paths';

/** One line of a category: title and badges, who started it, replies, votes and last activity. */
export function ThreadRow({ t, showVotes }: { t: CommunityThreadSummary; showVotes: boolean }) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={paths.communityThread.to(t.id)}
        divider
        sx={{ alignItems: 'flex-start', gap: 2, py: 1.5 }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{t.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t.author.name}
            {t.author.staff ? ' (Staff)' : ''} · last activity {timeAgo(t.lastActivityAt)}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <ThreadBadges t={t} />
          </Box>
        </Box>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0, color: 'text.secondary' }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} aria-label={`${t.replyCount} replies`}>
            <ChatBubbleOutlined fontSize="small" />
            <Typography variant="body2">{t.replyCount}</Typography>
          </Stack>
          {showVotes && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} aria-label={`${t.votes} votes`}>
              <ThumbUpOffAlt fontSize="small" />
              <Typography variant="body2">{t.votes}</Typography>
            </Stack>
          )}
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}
