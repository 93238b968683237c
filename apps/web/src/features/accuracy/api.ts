import type { AccuracyReport } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { i18n } from '../../lib/i18n';

/** GET /api/accuracy: public, the accuracy job's last report. */
export const useAccuracy = () =>
  useQuery({
    queryKey: ['accuracy'],
    queryFn: () => api<AccuracyReport>('/api/accuracy', { failMessage: i18n.t('accuracy:loadFailed') }),
    staleTime: 10 * 60_000,
  });
