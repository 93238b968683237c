import type { CommunityThreadSummary } from '@cosmos/contracts';
import { CheckCircle, ConfirmationNumber, Lock, PushPin } from '@mui/icons-material';
import { Chip, Stack } from '@mui/material';
import { STATUS_COLOR, STATUS_LABEL } from '../labels';
import { useTranslation } from 'react-i18next';

/** The status badges of a thread: pinned, locked, feature status, answered, linked ticket. */
export function ThreadBadges({ t: thread }: { t: CommunityThreadSummary }) {
  const { t } = useTranslation('community');
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {thread.pinned && (
        <Chip size="small" icon={<PushPin />} label={t('badges.pinned')} color="secondary" variant="outlined" />
      )}
      {thread.locked && <Chip size="small" icon={<Lock />} label={t('badges.locked')} variant="outlined" />}
      {thread.status && (
        <Chip
          size="small"
          label={STATUS_LABEL[thread.status]}
          color={STATUS_COLOR[thread.status]}
          data-testid="feature-status"
        />
      )}
      {thread.answered && (
        <Chip size="small" icon={<CheckCircle />} label={t('badges.answered')} color="success" variant="outlined" />
      )}
      {thread.ticketNumber !== null && (
        <Chip
          size="small"
          icon={<ConfirmationNumber />}
          label={t('badges.ticket', { number: thread.ticketNumber })}
          variant="outlined"
        />
      )}
    </Stack>
  );
}
