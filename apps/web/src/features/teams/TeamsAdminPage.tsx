import { Alert, Box, Card, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { keys } from '../../lib/api/keys';
import { adminTeamsQuery, agentsQuery, setDedicatedAgent } from '../../lib/api/queries/admin';
import { RequireRole } from '../../lib/permissions';
import { reasonOf } from './errors';

/** Site administrators: every Enterprise team and its dedicated support agent. */
export function TeamsAdminPage() {
  const { t } = useTranslation('teams');
  return (
    <Box>
      <PageHeader title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <RequireRole role="admin">
        <TeamsTable />
      </RequireRole>
    </Box>
  );
}

function TeamsTable() {
  const { t } = useTranslation('teams');
  const qc = useQueryClient();
  const teams = useQuery(adminTeamsQuery());
  const agents = useQuery(agentsQuery('Failed to load agents'));
  const assign = useMutation({
    mutationFn: (v: { teamId: string; agentId: string | null }) =>
      setDedicatedAgent(v.teamId, v.agentId, 'Operation failed'),
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.admin.teams() }),
  });
  const error = reasonOf(t, assign.error);
  const active = agents.data?.agents.filter((a) => !a.disabledAt) ?? [];
  return (
    <QueryState isLoading={teams.isLoading || agents.isLoading} error={teams.error ?? agents.error}>
      {error && <Alert severity="error">{error}</Alert>}
      {teams.data?.length === 0 ? (
        <Alert severity="info">{t('admin.none')}</Alert>
      ) : (
        <Card sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.team')}</TableCell>
                <TableCell>{t('admin.owner')}</TableCell>
                <TableCell align="right">{t('admin.members')}</TableCell>
                <TableCell>{t('agent.title')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {teams.data?.map((team) => (
                <TableRow key={team.id}>
                  <TableCell>{team.name}</TableCell>
                  <TableCell>{team.ownerEmail}</TableCell>
                  <TableCell align="right">{team.members}</TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      value={team.dedicatedAgent?.id ?? ''}
                      slotProps={{ htmlInput: { 'aria-label': t('admin.agentFor', { team: team.name }) } }}
                      onChange={(e) => assign.mutate({ teamId: team.id, agentId: e.target.value || null })}
                      sx={{ minWidth: 220 }}
                    >
                      <MenuItem value="">{t('admin.noAgent')}</MenuItem>
                      {active.map((a) => (
                        <MenuItem key={a.id} value={a.id}>
                          {a.firstName} {a.lastName}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </QueryState>
  );
}
