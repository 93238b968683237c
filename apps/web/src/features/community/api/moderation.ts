import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { communityReads, communityWrites } from '../../../lib/api/queries/community';
import { communityKeys } from './keys';
import { i18n } from '../../../lib/i18n';

export const useReports = (status: 'open' | 'dismissed' | 'actioned') =>
  useQuery({
    queryKey: communityKeys.reports(status),
    queryFn: () => communityReads.reports(status, i18n.t('community:errors.loadReports')),
  });

export const useModerationLog = () =>
  useQuery({
    queryKey: communityKeys.log,
    queryFn: () => communityReads.moderationLog(i18n.t('community:errors.loadLog')),
  });

export function useResolveReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: 'dismiss' | 'hide'; reason?: string }) =>
      communityWrites.resolveReport(id, { action, reason }, i18n.t('community:errors.resolve')),
    onSuccess: () =>
      qc.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'community' && (q.queryKey[1] === 'reports' || q.queryKey[1] === 'log'),
      }),
  });
}

export function useSuspend() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { userId: string; hours: number; reason: string }) =>
      communityWrites.suspend(b, i18n.t('community:errors.suspend')),
    onSuccess: () => qc.invalidateQueries({ queryKey: communityKeys.log }),
  });
}
