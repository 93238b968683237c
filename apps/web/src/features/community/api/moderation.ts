import type { CommunityReport, ModerationEntry } from '@cosmos/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { communityKeys } from './keys';
import { i18n } from '../../../lib/i18n';

export const useReports = (status: 'open' | 'dismissed' | 'actioned') =>
  useQuery({
    queryKey: communityKeys.reports(status),
    queryFn: () =>
      api<CommunityReport[]>(`/api/community/reports?status=${status}`, {
        failMessage: i18n.t('community:errors.loadReports'),
      }),
  });

export const useModerationLog = () =>
  useQuery({
    queryKey: communityKeys.log,
    queryFn: () =>
      api<ModerationEntry[]>('/api/community/moderation-log', { failMessage: i18n.t('community:errors.loadLog') }),
  });

export function useResolveReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: 'dismiss' | 'hide'; reason?: string }) =>
      api<CommunityReport>(`/api/community/reports/${encodeURIComponent(id)}/resolve`, {
        method: 'POST',
        body: { action, reason },
        failMessage: i18n.t('community:errors.resolve'),
      }),
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
      api('/api/community/suspensions', { method: 'POST', body: b, failMessage: i18n.t('community:errors.suspend') }),
    onSuccess: () => qc.invalidateQueries({ queryKey: communityKeys.log }),
  });
}
