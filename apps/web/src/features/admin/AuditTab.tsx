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
import { useTranslation } from 'react-i18next';

/** Keys of `audit.actions` in the admin texts, one per action. */
const ACTION_KEY: Record<AuditAction, string> = {
  'user.role_changed': 'roleChanged',
  'user.disabled': 'disabled',
  'user.enabled': 'enabled',
  'user.mfa_reset': 'mfaReset',
  'user.verification_resent': 'verificationResent',
  'catalog.refreshed': 'catalogRefreshed',
  'catalog.imported': 'catalogImported',
  'team.agent_assigned': 'teamAgentAssigned',
};

const SM_UP = { display: { xs: 'none', sm: 'table-cell' } } as const;
const MD_UP = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Every admin action, newest first: who, what, to whom, when and from which address. */
export function AuditTab() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState(25);
  const audit = useAudit(page * rows, rows);
  return (
    <QueryState isLoading={audit.isLoading} error={audit.error} onRetry={() => audit.refetch()}>
      {audit.data && audit.data.total === 0 ? (
        <Typography color="text.secondary">{t('audit.none')}</Typography>
      ) : (
        <TableContainer component={Card}>
          <Table size="small" aria-label={t('tabs.audit')}>
            <TableHead>
              <TableRow>
                <TableCell sx={SM_UP}>{t('audit.when')}</TableCell>
                <TableCell sx={SM_UP}>{t('audit.who')}</TableCell>
                <TableCell>{t('audit.what')}</TableCell>
                <TableCell sx={SM_UP}>{t('audit.target')}</TableCell>
                <TableCell sx={MD_UP}>{t('audit.details')}</TableCell>
                <TableCell sx={MD_UP}>{t('audit.from')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {audit.data?.items.map((e) => (
                <TableRow key={e.id}>
                  <TableCell sx={SM_UP}>{when(e.at)}</TableCell>
                  <TableCell sx={{ ...SM_UP, overflowWrap: 'anywhere' }}>{e.actorEmail}</TableCell>
                  <TableCell>
                    {t(`audit.actions.${ACTION_KEY[e.action]}`)}
                    {/* On a phone the other columns fold into this one. */}
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: { sm: 'none' }, overflowWrap: 'anywhere' }}
                    >
                      {e.targetLabel}
                      {e.detail ? ` (${e.detail})` : ''}
                      <br />
                      {t('audit.byLine', { who: e.actorEmail, ip: e.ip, when: when(e.at) })}
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
