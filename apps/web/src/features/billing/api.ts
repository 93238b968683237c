import type {
  ApiKey,
  CreatedApiKey,
  EntitlementsView,
  Invoice,
  Plan,
  PlanChangePreview,
  PlanId,
  Subscription,
  Usage,
} from '@cosmos/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, getToken } from '../../lib/api';
import { saveBlob } from '../../lib/download';
import { formatCurrency, formatDate as formatLocaleDate, i18n } from '../../lib/i18n';

export const usePlans = () =>
  useQuery({
    queryKey: ['subscription', 'plans'],
    queryFn: () =>
      api<Plan[]>('/api/subscription/plans', { failMessage: i18n.t('billing:errors.fetchSubscriptionPlans') }),
  });
export const useCurrentSubscription = () =>
  useQuery({
    queryKey: ['subscription', 'current'],
    queryFn: () =>
      api<Subscription>('/api/subscription/current', {
        failMessage: i18n.t('billing:errors.fetchCurrentSubscription'),
      }),
  });
export const useInvoices = (limit: number, offset = 0) =>
  useQuery({
    queryKey: ['subscription', 'invoices', limit, offset],
    queryFn: () =>
      api<{ items: Invoice[]; total: number }>(`/api/subscription/invoices?limit=${limit}&offset=${offset}`, {
        failMessage: i18n.t('billing:errors.fetchInvoices'),
      }),
  });

function useSubscriptionMutation<V>(fn: (v: V) => Promise<Subscription>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (sub) => {
      qc.setQueryData(['subscription', 'current'], sub);
      void qc.invalidateQueries({ queryKey: ['subscription', 'invoices'] });
      void qc.invalidateQueries({ queryKey: ['usage'] });
      void qc.invalidateQueries({ queryKey: ['entitlements'] });
      void qc.invalidateQueries({ queryKey: ['activity'] }); // the Dashboard's Recent Activities
    },
    onError: (err) => {
      // Stripe: the first payment happens on Stripe's hosted Checkout page.
      const url =
        err instanceof ApiError && err.problem?.code === 'checkout_required'
          ? err.fieldError('checkoutUrl')
          : undefined;
      if (url) window.location.assign(url);
      void qc.invalidateQueries({ queryKey: ['subscription', 'invoices'] });
    },
  });
}

export const useChangePlan = () =>
  useSubscriptionMutation((v: { planId: PlanId; quotedAt?: string }) =>
    api<Subscription>('/api/subscription/change', {
      method: 'POST',
      body: v,
      failMessage: i18n.t('billing:errors.changePlan'),
    }),
  );
/** What confirming would charge, priced now; refetched each time the dialog opens, never cached across openings. */
export const usePlanChangePreview = (planId: PlanId | null) =>
  useQuery({
    queryKey: ['subscription', 'preview', planId],
    enabled: planId !== null,
    gcTime: 0,
    staleTime: 0,
    retry: false,
    queryFn: () =>
      api<PlanChangePreview>(`/api/subscription/preview?planId=${planId}`, {
        failMessage: i18n.t('billing:errors.priceThePlanChange'),
      }),
  });
export const useCancelSubscription = () =>
  useSubscriptionMutation((reason: string) =>
    api<Subscription>('/api/subscription/cancel', {
      method: 'POST',
      body: reason.trim() ? { reason: reason.trim() } : {},
      failMessage: i18n.t('billing:errors.cancelSubscription'),
    }),
  );
export const usePayInvoice = () =>
  useSubscriptionMutation((id: string) =>
    api<Subscription>(`/api/subscription/invoices/${encodeURIComponent(id)}/pay`, {
      method: 'POST',
      failMessage: i18n.t('billing:errors.payInvoice'),
    }),
  );
export const useResumeSubscription = () =>
  useSubscriptionMutation(() =>
    api<Subscription>('/api/subscription/resume', {
      method: 'POST',
      failMessage: i18n.t('billing:errors.resumeSubscription'),
    }),
  );

/** Prices are in US dollars, written the way the interface language writes money (lib/i18n). */
export const formatUsd = (amount: number) => formatCurrency(amount, 'USD');
export const formatDate = (iso: string) => formatLocaleDate(iso, { dateStyle: 'long' });
/** Invoice dates are calendar days (YYYY-MM-DD): shown as that day in the interface language, whatever the zone. */
export const formatDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day)
    ? formatLocaleDate(`${day}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })
    : day;

export const useUsage = () =>
  useQuery({
    queryKey: ['usage'],
    queryFn: () => api<Usage>('/api/usage', { failMessage: i18n.t('billing:errors.fetchUsage') }),
  });
export const useEntitlements = () =>
  useQuery({
    queryKey: ['entitlements'],
    queryFn: () =>
      api<EntitlementsView>('/api/entitlements', { failMessage: i18n.t('billing:errors.fetchPlanFeatures') }),
  });
export const useProvider = () =>
  useQuery({
    queryKey: ['billing', 'provider'],
    queryFn: () =>
      api<{ provider: 'sandbox' | 'stripe' }>('/api/billing/provider', {
        failMessage: i18n.t('billing:errors.fetchBillingProvider'),
      }),
    staleTime: Infinity,
  });
export const openBillingPortal = async () => {
  const { url } = await api<{ url: string }>('/api/billing/portal', {
    failMessage: i18n.t('billing:errors.openTheBillingPortal'),
  });
  window.location.assign(url);
};

export const useApiKeys = (enabled: boolean) =>
  useQuery({
    queryKey: ['api-keys'],
    enabled,
    queryFn: () => api<ApiKey[]>('/api/api-keys', { failMessage: i18n.t('billing:errors.fetchAPIKeys') }),
  });
export function useCreateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api<CreatedApiKey>('/api/api-keys', {
        method: 'POST',
        body: { name },
        failMessage: i18n.t('billing:errors.createAPIKey'),
      }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['api-keys'] }),
  });
}
export function useRevokeApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<void>(`/api/api-keys/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        failMessage: i18n.t('billing:errors.revokeAPIKey'),
      }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['api-keys'] }),
  });
}

/** Fetches a file with the session token and hands it to the browser as a download. */
export async function download(path: string, init: { method?: string; body?: unknown; failMessage: string }) {
  const token = getToken();
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new ApiError(init.failMessage, res.status, await res.json().catch(() => undefined));
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  saveBlob(await res.blob(), name);
  return name;
}

/** A 403 'plan_required' names the plan that unlocks the feature. */
export const requiredPlanOf = (err: unknown): PlanId | null =>
  err instanceof ApiError && err.problem?.code === 'plan_required'
    ? ((err.fieldError('requiredPlan') as PlanId | undefined) ?? 'pro')
    : null;

export const formatGb = (bytes: number) => {
  const gb = bytes / 1e9;
  return `${gb === 0 ? '0' : gb < 10 ? gb.toFixed(2) : gb.toFixed(0)}GB`;
};
