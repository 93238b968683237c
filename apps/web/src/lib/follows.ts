/** The objects the signed-in user follows (GET/PUT/DELETE /api/follows), shared by object pages and Settings. */
import type { FollowedObject } from '@cosmos/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';

export const useFollowedObjects = () =>
  useQuery({
    queryKey: ['follows'],
    queryFn: () => api<FollowedObject[]>('/api/follows', { failMessage: 'Failed to fetch followed objects' }),
  });

/** Follow (thresholdKm: the conjunction alert distance) or, with null, stop following. */
export const useSetFollow = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ objectId, thresholdKm }: { objectId: string; thresholdKm: number | null }): Promise<unknown> =>
      thresholdKm === null
        ? api<void>(`/api/follows/${encodeURIComponent(objectId)}`, {
            method: 'DELETE',
            failMessage: 'Failed to unfollow',
          })
        : api<FollowedObject>(`/api/follows/${encodeURIComponent(objectId)}`, {
            method: 'PUT',
            body: { thresholdKm },
            failMessage: 'Failed to follow',
          }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['follows'] }),
  });
};
