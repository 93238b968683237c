import { Stack } from '@mui/material';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { ApiKeysCard } from './ApiKeysCard';
import { useEntitlements } from './api';
import { ExportsCard } from './ExportsCard';
import { useTranslation } from 'react-i18next';

/** Plan features for data: bulk exports (Pro and up) and personal API keys (Enterprise). */
export function DataAccessPage() {
  const { t } = useTranslation('billing');
  const e = useEntitlements();
  return (
    <>
      <PageHeader title={t('dataAccess.title')} subtitle={t('dataAccess.subtitle')} />
      <QueryState isLoading={e.isLoading} error={e.error} onRetry={() => e.refetch()}>
        <Stack spacing={3}>
          <ExportsCard allowed={Boolean(e.data?.customExports)} />
          <ApiKeysCard allowed={Boolean(e.data?.apiAccess)} ratePerMinute={e.data?.apiRatePerMinute ?? 0} />
        </Stack>
      </QueryState>
    </>
  );
}
