import { useQuery } from '@tanstack/react-query';
import { accuracyQuery } from '../../lib/api/queries/accuracy';
import { i18n } from '../../lib/i18n';

/** GET /api/accuracy: public, the accuracy job's last report. */
export const useAccuracy = () => useQuery(accuracyQuery(i18n.t('accuracy:loadFailed')));
