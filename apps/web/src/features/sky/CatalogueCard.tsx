import {
  Box,
  Card,
  CardContent,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { CelestialObject } from '@cosmos/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CatalogueFilterBar } from '../../components/catalogue/CatalogueFilterBar';
import { CatalogueSearchBox } from '../../components/catalogue/CatalogueSearchBox';
import { QueryState } from '../../components/ui/QueryState';
import { EMPTY_QUERY, hasFilters, useCatalogueSearch, type CatalogueQuery } from '../../lib/catalogue';
import { formatNumber } from '../../lib/i18n/format';
import { paths } from '../../lib/paths';

const detail = (o: CelestialObject, k: string) => {
  const v = o.details?.[k];
  return v === null || v === undefined ? '—' : String(v);
};

/** Search and filter the whole catalogue; every result links to its object page. */
export function CatalogueCard() {
  const { t } = useTranslation('sky');
  const { t: tc } = useTranslation('catalogue');
  const navigate = useNavigate();
  const [query, setQuery] = useState<CatalogueQuery>(EMPTY_QUERY);
  const results = useCatalogueSearch(query, 50);
  return (
    <Card sx={{ mb: 2 }} data-testid="catalogue-card">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('catalogue.title')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 1.5 }}>
          <CatalogueSearchBox
            filters={query}
            onPick={(o) => navigate(paths.object.to(o.id))}
            onSubmit={(q) => setQuery({ ...query, q })}
          />
        </Box>
        <CatalogueFilterBar value={query} onChange={setQuery} dates />
        {!hasFilters(query) ? (
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {t('catalogue.hint')}
          </Typography>
        ) : (
          <QueryState isLoading={results.isLoading} error={results.error} onRetry={() => results.refetch()}>
            <Typography color="text.secondary" sx={{ mt: 1.5 }}>
              {t('catalogue.shown', { count: results.data?.length ?? 0, n: formatNumber(results.data?.length ?? 0) })}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="catalogue-results">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('catalogue.name')}</TableCell>
                    <TableCell>{t('catalogue.norad')}</TableCell>
                    <TableCell>{t('catalogue.cospar')}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{tc('filters.objectType')}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{tc('filters.orbitClass')}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{tc('filters.owner')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(results.data ?? []).map((o) => (
                    <TableRow key={o.id}>
                      <TableCell>
                        <Link component={RouterLink} to={paths.object.to(o.id)}>
                          {o.name}
                        </Link>
                      </TableCell>
                      <TableCell>{o.elements?.noradId ?? '—'}</TableCell>
                      <TableCell>{detail(o, 'cospar')}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                        {tc(`objectType.${detail(o, 'objectType')}`, { defaultValue: detail(o, 'objectType') })}
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                        {detail(o, 'orbitClass')}
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{detail(o, 'owner')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </QueryState>
        )}
      </CardContent>
    </Card>
  );
}
