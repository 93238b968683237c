import { Search } from '@mui/icons-material';
import {
  Box,
  Card,
  InputAdornment,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { QueryState } from '../../components/ui/QueryState';
import { PAGE_SIZE, useAdminUsers } from './api';
import { ROLE_LABEL, fullName, when } from './format';
import { StatusChip } from './StatusChip';
import { UserDialog } from './UserDialog';
import { useTranslation } from 'react-i18next';

/** Search by email or name; a row opens the user's details and actions. */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useDeferredValue(q.trim());
  const users = useAdminUsers(query, page * PAGE_SIZE);
  return (
    <Stack spacing={2}>
      <TextField
        label={t('users.search')}
        placeholder={t('users.searchPlaceholder')}
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setPage(0);
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 200 },
        }}
        sx={{ maxWidth: 480 }}
      />
      <QueryState isLoading={users.isLoading} error={users.error} onRetry={() => users.refetch()}>
        {users.data && users.data.items.length === 0 ? (
          <Typography color="text.secondary">{t('users.noMatch', { query })}</Typography>
        ) : (
          <TableContainer component={Card}>
            <Table size="small" aria-label={t('tabs.users')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('users.user')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('users.role')}</TableCell>
                  <TableCell>{t('users.status')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('users.lastActive')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {users.data?.items.map((u) => (
                  <TableRow
                    key={u.id}
                    hover
                    sx={{ cursor: 'pointer' }}
                    onClick={() => setOpenId(u.id)}
                    onKeyDown={(e) => e.key === 'Enter' && setOpenId(u.id)}
                    tabIndex={0}
                    aria-label={t('users.open', { email: u.email })}
                  >
                    <TableCell>
                      {fullName(u)}
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {u.email}
                        <Box component="span" sx={{ display: { sm: 'none' } }}>
                          {' '}
                          · {ROLE_LABEL[u.role]}
                        </Box>
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{ROLE_LABEL[u.role]}</TableCell>
                    <TableCell>
                      <StatusChip user={u} />
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{when(u.lastActiveAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={users.data?.total ?? 0}
              page={page}
              onPageChange={(_e, p) => setPage(p)}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
            />
          </TableContainer>
        )}
      </QueryState>
      {openId && <UserDialog id={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
