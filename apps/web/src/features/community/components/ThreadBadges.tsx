import type { CommunityThreadSummary } from '@cosmos/contracts';
import { CheckCircle, ConfirmationNumber, Lock, PushPin } from '@mui/icons-material';
import { Chip, Stack } from '@mui/material';
import { STATUS_COLOR, STATUS_LABEL } from '../labels';

/** The status badges of a thread: pinned, locked, feature status, answered, linked ticket. */
export function ThreadBadges({ t }: { t: CommunityThreadSummary }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {t.pinned && <Chip size="small" icon={<PushPin />} label="Pinned" color="secondary" variant="outlined" />}
      {t.locked && <Chip size="small" icon={<Lock />} label="Locked" variant="outlined" />}
      {t.status && (
        <Chip size="small" label={STATUS_LABEL[t.status]} color={STATUS_COLOR[t.status]} data-testid="feature-status" />
      )}
      {t.answered && <Chip size="small" icon={<CheckCircle />} label="Answered" color="success" variant="outlined" />}
      {t.ticketNumber !== null && (
        <Chip size="small" icon={<ConfirmationNumber />} label={`Ticket #${t.ticketNumber}`} variant="outlined" />
      )}
    </Stack>
  );
}
