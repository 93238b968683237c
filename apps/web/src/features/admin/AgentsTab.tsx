import type { AdminAgent } from '@cosmos/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  Stack,
} from '@mui/material';
import { useAuth } from '../../lib/auth/auth-store';
import { QueryState } from '../../components/ui/QueryState';
import { reasonOf, useAgents, useUserAction } from './api';
import { ROLE_LABEL, fullName, when } from './format';
import { StatusChip } from './StatusChip';

function DemoteButton({ agent }: { agent: AdminAgent }) {
  const act = useUserAction(agent.id);
  const me = useAuth((s) => s.user?.id);
  if (agent.role !== 'agent') return null; // administrators are demoted from the Users tab, never from here by accident
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
      <Button
        size="small"
        disabled={act.isPending || agent.id === me}
        onClick={() => act.mutate({ kind: 'role', role: 'user' })}
      >
        Remove from support team
      </Button>
      {act.isError && (
        <Typography variant="caption" color="error">
          {reasonOf(act.error)}
        </Typography>
      )}
    </Stack>
  );
}

/** The support team with the open tickets each has answered; promote someone from the Users tab (role: Support agent). */
export function AgentsTab() {
  const agents = useAgents();
  return (
    <QueryState isLoading={agents.isLoading} error={agents.error} onRetry={() => agents.refetch()}>
      {agents.data && (
        <Stack spacing={2}>
          <Alert severity={agents.data.unansweredTickets > 0 ? 'warning' : 'success'}>
            {agents.data.unansweredTickets === 0
              ? 'Every open ticket has an answer from the team.'
              : `${agents.data.unansweredTickets} open ticket${agents.data.unansweredTickets === 1 ? '' : 's'} still wait for a first answer.`}
          </Alert>
          <TableContainer component={Card}>
            <Table size="small" aria-label="Support team">
              <TableHead>
                <TableRow>
                  <TableCell>Team member</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Role</TableCell>
                  <TableCell align="right">Open tickets</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Last reply</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Status</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    Actions
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {agents.data.agents.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell>
                      {fullName(a)}
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {a.email}
                        <Box component="span" sx={{ display: { sm: 'none' } }}>
                          {' '}
                          · {ROLE_LABEL[a.role]}
                        </Box>
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{ROLE_LABEL[a.role]}</TableCell>
                    <TableCell align="right">{a.openTickets}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{when(a.lastReplyAt)}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      <StatusChip user={a} />
                    </TableCell>
                    <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      <DemoteButton agent={a} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="body2" color="text.secondary">
            “Open tickets” counts the open or pending tickets each member has replied to. To add someone to the team,
            open them in the Users tab and set their role to Support agent; to remove someone on a small screen, do the
            same with the role User.
          </Typography>
        </Stack>
      )}
    </QueryState>
  );
}
