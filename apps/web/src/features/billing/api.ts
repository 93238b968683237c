import type { PaymentMethodBody, PlanId, Subscription } from '@cosmos/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, getToken } from '../../lib/api';
import { keys } from '../../lib/api/keys';
import * as billing from '../../lib/api/queries/billing';
import { saveBlob } from '../../lib/download';
import { formatCurrency, formatDate as formatLocaleDate } from '../../lib/i18n';

export const usePlans = () => useQuery(billing.plansQuery());
export const useCurrentSubscription = () => useQuery(billing.currentSubscriptionQuery());
export const useInvoices = (limit: number, offset = 0) => useQuery(billing.invoicesQuery(limit, offset));

function useSubscriptionMutation<V>(fn: (v: V) => Promise<Subscription>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (sub) => {
      qc.setQueryData(keys.subscription.current(), sub);
      void qc.invalidateQueries({ queryKey: keys.subscription.invoices() });
      void qc.invalidateQueries({ queryKey: keys.usage() });
      void qc.invalidateQueries({ queryKey: keys.entitlements() });
      void qc.invalidateQueries({ queryKey: keys.activity() }); // the Dashboard's Recent Activities
    },
    onError: (err) => {
      // Stripe: the first payment happens on Stripe's hosted Checkout page.
      const url =
        err instanceof ApiError && err.problem?.code === 'checkout_required'
          ? err.fieldError('checkoutUrl')
          : undefined;
      if (url) window.location.assign(url);
      void qc.invalidateQueries({ queryKey: keys.subscription.invoices() });
    },
  });
}

export const useChangePlan = () => useSubscriptionMutation(billing.changePlan);
export const usePlanChangePreview = (planId: PlanId | null) => useQuery(billing.planChangePreviewQuery(planId));
export const useCancelSubscription = () => useSubscriptionMutation(billing.cancelSubscription);
export const usePayInvoice = () => useSubscriptionMutation(billing.payInvoice);
export const useResumeSubscription = () => useSubscriptionMutation(billing.resumeSubscription);

/** The card on file (sandbox provider); saving one replaces it and is what the next charge uses. */
export const usePaymentMethod = (enabled = true) => useQuery({ ...billing.paymentMethodQuery(), enabled });
export function useSavePaymentMethod() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentMethodBody) => billing.savePaymentMethod(body),
    onSuccess: (answer) => qc.setQueryData(keys.billing.paymentMethod(), answer),
  });
}

/** Prices are in US dollars, written the way the interface language writes money (lib/i18n). */
export const formatUsd = (amount: number) => formatCurrency(amount, 'USD');
export const formatDate = (iso: string) => formatLocaleDate(iso, { dateStyle: 'long' });
/** Invoice dates are calendar days (YYYY-MM-DD): shown as that day in the interface language, whatever the zone. */
export const formatDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day)
    ? formatLocaleDate(`${day}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })
    : day;

export const useUsage = () => useQuery(billing.usageQuery());
export const useEntitlements = () => useQuery(billing.entitlementsQuery());
export const useProvider = () => useQuery(billing.providerQuery());
export const openBillingPortal = async () => {
  const { url } = await billing.billingPortalUrl();
  window.location.assign(url);
};

export const useApiKeys = (enabled: boolean) => useQuery(billing.apiKeysQuery(enabled));
export function useCreateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: billing.createApiKey,
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.apiKeys() }),
  });
}
export function useRevokeApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: billing.revokeApiKey,
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.apiKeys() }),
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
