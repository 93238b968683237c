import type { Invoice, Plan, PlanId, Subscription } from '@cosmos/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const usePlans = () => useQuery({ queryKey: ['subscription', 'plans'], queryFn: () => api<Plan[]>('/api/subscription/plans', { failMessage: 'Failed to fetch subscription plans' }) });
export const useCurrentSubscription = () =>
  useQuery({ queryKey: ['subscription', 'current'], queryFn: () => api<Subscription>('/api/subscription/current', { failMessage: 'Failed to fetch current subscription' }) });
export const useInvoices = (limit: number, offset = 0) =>
  useQuery({
    queryKey: ['subscription', 'invoices', limit, offset],
    queryFn: () => api<{ items: Invoice[]; total: number }>(`/api/subscription/invoices?limit=${limit}&offset=${offset}`, { failMessage: 'Failed to fetch invoices' }),
  });

function useSubscriptionMutation<V>(fn: (v: V) => Promise<Subscription>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (sub) => {
      qc.setQueryData(['subscription', 'current'], sub);
      void qc.invalidateQueries({ queryKey: ['subscription', 'invoices'] });
      void qc.invalidateQueries({ queryKey: ['usage'] });
    },
  });
}

export const useChangePlan = () =>
  useSubscriptionMutation((planId: PlanId) => api<Subscription>('/api/subscription/change', { method: 'POST', body: { planId }, failMessage: 'Failed to change plan' }));
export const useCancelSubscription = () => useSubscriptionMutation(() => api<Subscription>('/api/subscription/cancel', { method: 'POST', failMessage: 'Failed to cancel subscription' }));
export const useResumeSubscription = () => useSubscriptionMutation(() => api<Subscription>('/api/subscription/resume', { method: 'POST', failMessage: 'Failed to resume subscription' }));

export const formatUsd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
