import { Download } from '@mui/icons-material';
import {
  Alert,
  Button,
  Card,
  IconButton,
  Tooltip,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TablePagination,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../components/ui/QueryState';
import { ApiError } from '../../lib/api';
import { download, formatDay, formatUsd, useInvoices, usePayInvoice } from './api';
import { paths } from '../../lib/paths';
import { i18n } from '../../lib/i18n';
import { useTranslation } from 'react-i18next';

/** `compact` shows only the latest invoice with a link to the rest (spec: /subscription shows the first). */
export function BillingHistory({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('billing');
  const [page, setPage] = useState(0);
  const pageSize = compact ? 1 : 10;
  const q = useInvoices(pageSize, page * pageSize);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const pay = usePayInvoice();
  const payError = pay.error instanceof ApiError ? (pay.error.problem?.detail ?? pay.error.message) : null;
  const pdf = (id: string) => {
    setPdfError(null);
    download(`/api/subscription/invoices/${id}/pdf`, { failMessage: i18n.t('billing:errors.downloadInvoice') }).catch(
      (e: Error) => setPdfError(e.message),
    );
  };
  return (
    <Card component="section" aria-labelledby="billing-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id="billing-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('history.title')}
          </Typography>
          {compact && (q.data?.total ?? 0) > 1 && (
            <Button component={RouterLink} to={paths.subscriptionPlans.to('billing')}>
              {t('history.viewAll', { count: q.data?.total })}
            </Button>
          )}
        </Stack>
        {(pdfError ?? payError) && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {pdfError ?? payError}
          </Alert>
        )}
        <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
          <TableContainer>
            {/* One line per cell: on a phone the table scrolls sideways instead of breaking "INV-001" and dates in two. */}
            <Table size="small" aria-label={t('history.invoices')} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('history.invoice')}</TableCell>
                  <TableCell>{t('history.date')}</TableCell>
                  <TableCell>{t('history.plan')}</TableCell>
                  <TableCell align="right">{t('history.amount')}</TableCell>
                  <TableCell>{t('history.status')}</TableCell>
                  <TableCell align="right">{t('history.pdf')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(q.data?.items ?? []).map((i) => (
                  <TableRow key={i.id} data-testid="invoice-row">
                    <TableCell>{i.number}</TableCell>
                    <TableCell>{formatDay(i.date)}</TableCell>
                    <TableCell>{i.plan}</TableCell>
                    <TableCell align="right">{formatUsd(i.amount)}</TableCell>
                    <TableCell>
                      {t(`history.statuses.${i.status}`, { defaultValue: i.status })}
                      {i.payable && (
                        <Button size="small" sx={{ ml: 1 }} disabled={pay.isPending} onClick={() => pay.mutate(i.id)}>
                          {t('history.payNow')}
                        </Button>
                      )}
                    </TableCell>
                    <TableCell align="right">
                      <Tooltip title={t('history.download', { number: i.number })}>
                        <IconButton
                          size="small"
                          aria-label={t('history.download', { number: i.number })}
                          onClick={() => pdf(i.id)}
                        >
                          <Download fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
                {q.data?.items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>{t('history.empty')}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          {!compact && (q.data?.total ?? 0) > pageSize && (
            <TablePagination
              component="div"
              count={q.data?.total ?? 0}
              page={page}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[pageSize]}
              onPageChange={(_e, p) => setPage(p)}
            />
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
