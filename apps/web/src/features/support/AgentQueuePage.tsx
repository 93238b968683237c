import type { TicketStatus } from '@cosmos/contracts';
import {
  Alert,
  Card,
  Chip,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
} from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { SlaChip } from './SlaChip';
import { SlaStatsCard } from './SlaStatsCard';
import { STATUS_COLOR } from './TicketThread';
import { useTicketQueue } from './tickets-api';
import { useTicketLive } from './use-ticket-live';
import { paths } from '../../lib/paths';
import { useCan } from '../../lib/permissions';
import { formatDateTime } from '../../lib/i18n';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-store';

/** Columns a phone leaves out (the status tab already says which status is listed), so subject and first-answer time fit. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

const FILTERS: (TicketStatus | 'any')[] = ['open', 'pending', 'resolved', 'closed', 'any'];

/** The agents' queue of every customer's tickets (the server puts the agent's dedicated-team tickets first); live. */
export function AgentQueuePage() {
  const { t: tr } = useTranslation('support');
  useTicketLive();
  const canSeeQueue = useCan('ticket.listAll');
  const canSeeResponseTimes = useCan('ticket.readResponseTimes');
  const [filter, setFilter] = useState<TicketStatus | 'any'>('open');
  const q = useTicketQueue(filter);
  const navigate = useNavigate();
  const me = useAuth((s) => s.user);
  if (!canSeeQueue) return <Alert severity="info">{tr('queue.forbidden')}</Alert>;
  return (
    <>
      <PageHeader title={tr('queue.title')} subtitle={tr('queue.subtitle')} />
      <Tabs
        value={filter}
        onChange={(_e, v) => setFilter(v)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
        aria-label={tr('queue.filter')}
      >
        {FILTERS.map((f) => (
          <Tab key={f} value={f} label={f === 'any' ? tr('queue.all') : tr(`status.${f}`)} />
        ))}
      </Tabs>
      <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
        <TableContainer component={Card}>
          <Table size="small" aria-label={tr('queue.title')}>
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>{tr('fields.subject')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{tr('queue.customer')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{tr('fields.priority')}</TableCell>
                <TableCell>{tr('queue.firstAnswer')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{tr('queue.agent')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{tr('fields.status')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{tr('queue.updated')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(q.data ?? []).map((t) => (
                <TableRow
                  key={t.id}
                  hover
                  sx={{ cursor: 'pointer' }}
                  onClick={() => void navigate(paths.ticket.to(t.id))}
                >
                  <TableCell>{t.number}</TableCell>
                  <TableCell>{t.subject}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{t.ownerName}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{tr(`priority.${t.priority}`)}</TableCell>
                  <TableCell>
                    <SlaChip ticket={t} />
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>
                    {t.assignedAgent ? (
                      <Chip
                        size="small"
                        variant={t.assignedAgent.id === me?.id ? 'filled' : 'outlined'}
                        color={t.assignedAgent.id === me?.id ? 'primary' : 'default'}
                        label={
                          t.assignedAgent.id === me?.id
                            ? tr('queue.assignedToYou')
                            : tr('queue.dedicatedAgent', { name: t.assignedAgent.name })
                        }
                      />
                    ) : (
                      tr('queue.unassigned')
                    )}
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>
                    <Chip size="small" label={tr(`status.${t.status}`)} color={STATUS_COLOR[t.status]} />
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{formatDateTime(t.updatedAt)}</TableCell>
                </TableRow>
              ))}
              {q.data?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8}>{tr('queue.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </QueryState>
      {canSeeResponseTimes && <SlaStatsCard />}
    </>
  );
}
