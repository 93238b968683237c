import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import type { CatalogStatus } from '@cosmos/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n/format';

/** "N of M on-orbit objects have current elements; K missing", and how old the element sets are. */
export function CompletenessLine({ catalog }: { catalog: CatalogStatus }) {
  const { t } = useTranslation('sky');
  const c = catalog.completeness;
  const a = catalog.elementAge;
  return (
    <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="catalog-completeness">
      {c &&
        t(c.satcatSource === 'nominal' ? 'completeness.sample' : 'completeness.line', {
          n: formatNumber(c.withElements),
          m: formatNumber(c.onOrbit),
          k: formatNumber(c.missing),
        })}
      {c && ' '}
      {t('completeness.age', {
        fresh: formatNumber(a.fresh),
        aging: formatNumber(a.aging),
        stale: formatNumber(a.stale),
        agingDays: a.agingAfterDays,
        staleDays: a.staleAfterDays,
      })}{' '}
      <Link component={RouterLink} to={paths.accuracy.to()} data-testid="accuracy-link">
        {t('completeness.accuracy')}
      </Link>
    </Typography>
  );
}
