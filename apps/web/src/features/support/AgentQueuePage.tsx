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

/** Columns a phone leaves out (the status tab already says which status is listed), so subject and first-answer time fit. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

const FILTERS: (TicketStatus | 'any')[] = ['open', 'pending', 'resolved', 'closed', 'any'];

/** The agents' queue of every customer's tickets; live through the `role:agent` room. */
export function AgentQueuePage() {
  useTicketLive();
  const canSeeQueue = useCan('ticket.listAll');
  const canSeeResponseTimes = useCan('ticket.readResponseTimes');
  const [filter, setFilter] = useState<TicketStatus | 'any'>('open');
  const q = useTicketQueue(filter);
  const navigate = useNavigate();
  if (!canSeeQueue) return <Alert severity="info">The ticket queue is for the support team.</Alert>;
  return (
    <>
      <PageHeader
        title="Ticket queue"
        subtitle="Tickets waiting for a first answer come first, the one due soonest at the top"
      />
      <Tabs
        value={filter}
        onChange={(_e, v) => setFilter(v)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
        aria-label="Status filter"
      >
        {FILTERS.map((f) => (
          <Tab key={f} value={f} label={f === 'any' ? 'All' : f} />
        ))}
      </Tabs>
      <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
        <TableContainer component={Card}>
          <Table size="small" aria-label="Ticket queue">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>Subject</TableCell>
                <TableCell sx={WIDE_ONLY}>Customer</TableCell>
                <TableCell sx={WIDE_ONLY}>Priority</TableCell>
                <TableCell>First answer</TableCell>
                <TableCell sx={WIDE_ONLY}>Status</TableCell>
                <TableCell sx={WIDE_ONLY}>Updated</TableCell>
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
                  <TableCell sx={WIDE_ONLY}>{t.priority}</TableCell>
                  <TableCell>
                    <SlaChip ticket={t} />
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>
                    <Chip size="small" label={t.status} color={STATUS_COLOR[t.status]} />
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{new Date(t.updatedAt).toLocaleString()}</TableCell>
                </TableRow>
              ))}
              {q.data?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>No tickets.</TableCell>
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
