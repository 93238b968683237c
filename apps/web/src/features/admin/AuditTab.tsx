import type { AuditAction } from '@cosmos/contracts';
import {
  Card,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { QueryState } from '../../components/ui/QueryState';
import { useAudit } from './api';
import { when } from './format';

const ACTION_LABEL: Record<AuditAction, string> = {
  'user.role_changed': 'Changed role',
  'user.disabled': 'Disabled account',
  'user.enabled': 'Re-enabled account',
  'user.mfa_reset': 'Reset two-factor',
  'user.verification_resent': 'Resent confirmation email',
  'catalog.refreshed': 'Refreshed catalogue',
  'catalog.imported': 'Imported catalogue file',
  'team.agent_assigned': 'Assigned dedicated agent',
};

const SM_UP = { display: { xs: 'none', sm: 'table-cell' } } as const;
const MD_UP = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Every admin action, newest first: who, what, to whom, when and from which address. */
export function AuditTab() {
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState(25);
  const audit = useAudit(page * rows, rows);
  return (
    <QueryState isLoading={audit.isLoading} error={audit.error} onRetry={() => audit.refetch()}>
      {audit.data && audit.data.total === 0 ? (
        <Typography color="text.secondary">No admin action has been taken yet.</Typography>
      ) : (
        <TableContainer component={Card}>
          <Table size="small" aria-label="Audit log">
            <TableHead>
              <TableRow>
                <TableCell sx={SM_UP}>When</TableCell>
                <TableCell sx={SM_UP}>Who</TableCell>
                <TableCell>What</TableCell>
                <TableCell sx={SM_UP}>Target</TableCell>
                <TableCell sx={MD_UP}>Details</TableCell>
                <TableCell sx={MD_UP}>From</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {audit.data?.items.map((e) => (
                <TableRow key={e.id}>
                  <TableCell sx={SM_UP}>{when(e.at)}</TableCell>
                  <TableCell sx={{ ...SM_UP, overflowWrap: 'anywhere' }}>{e.actorEmail}</TableCell>
                  <TableCell>
                    {ACTION_LABEL[e.action]}
                    {/* On a phone the other columns fold into this one. */}
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: { sm: 'none' }, overflowWrap: 'anywhere' }}
                    >
                      {e.targetLabel}
                      {e.detail ? ` (${e.detail})` : ''}
                      <br />
                      by {e.actorEmail} from {e.ip}, {when(e.at)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ ...SM_UP, overflowWrap: 'anywhere' }}>{e.targetLabel}</TableCell>
                  <TableCell sx={MD_UP}>{e.detail}</TableCell>
                  <TableCell sx={MD_UP}>{e.ip}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={audit.data?.total ?? 0}
            page={page}
            onPageChange={(_e, p) => setPage(p)}
            rowsPerPage={rows}
            rowsPerPageOptions={[25, 50, 100]}
            onRowsPerPageChange={(e) => {
              setRows(Number(e.target.value));
              setPage(0);
            }}
          />
        </TableContainer>
      )}
    </QueryState>
  );
}
