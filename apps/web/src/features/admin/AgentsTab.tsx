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
import { useTranslation } from 'react-i18next';

function DemoteButton({ agent }: { agent: AdminAgent }) {
  const { t } = useTranslation('admin');
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
        {t('agents.remove')}
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
  const { t } = useTranslation('admin');
  const agents = useAgents();
  return (
    <QueryState isLoading={agents.isLoading} error={agents.error} onRetry={() => agents.refetch()}>
      {agents.data && (
        <Stack spacing={2}>
          <Alert severity={agents.data.unansweredTickets > 0 ? 'warning' : 'success'}>
            {agents.data.unansweredTickets === 0
              ? t('agents.allAnswered')
              : t('agents.waiting', { count: agents.data.unansweredTickets })}
          </Alert>
          <TableContainer component={Card}>
            <Table size="small" aria-label={t('agents.team')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('agents.member')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('users.role')}</TableCell>
                  <TableCell align="right">{t('agents.openTickets')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('agents.lastReply')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('users.status')}</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('agents.actions')}
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
            {t('agents.help')}
          </Typography>
        </Stack>
      )}
    </QueryState>
  );
}
