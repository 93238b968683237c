/**
 * Plans, the subscription, invoices, the card on file, billing details, usage, entitlements and API keys
 * (the billing feature's calls). Failure messages are the billing namespace's stored texts.
 */
import type { BillingDetails, PaymentMethodBody, PlanId } from '@cosmos/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../index';
import { keys } from '../keys';
import { i18n } from '../../i18n';

const fail = (key: string) => i18n.t(`billing:errors.${key}`);

export const plansQuery = () =>
  queryOptions({
    queryKey: keys.subscription.plans(),
    queryFn: () => ok(client.GET('/api/subscription/plans', { failMessage: fail('fetchSubscriptionPlans') })),
  });
/** The user's own subscription: Billing, the dashboard and Teams read one cache entry, each with its own message. */
export const currentSubscriptionQuery = (failMessage = fail('fetchCurrentSubscription')) =>
  queryOptions({
    queryKey: keys.subscription.current(),
    queryFn: () => ok(client.GET('/api/subscription/current', { failMessage })),
  });
export const invoicesQuery = (limit: number, offset: number) =>
  queryOptions({
    queryKey: keys.subscription.invoicePage(limit, offset),
    queryFn: () =>
      ok(
        client.GET('/api/subscription/invoices', {
          params: { query: { limit, offset } },
          failMessage: fail('fetchInvoices'),
        }),
      ),
  });
/** What confirming would charge, priced now; refetched each time the dialog opens, never cached across openings. */
export const planChangePreviewQuery = (planId: PlanId | null) =>
  queryOptions({
    queryKey: keys.subscription.preview(planId ?? undefined),
    enabled: planId !== null,
    gcTime: 0,
    staleTime: 0,
    retry: false,
    queryFn: () =>
      ok(
        client.GET('/api/subscription/preview', {
          params: { query: { planId: planId! } },
          failMessage: fail('priceThePlanChange'),
        }),
      ),
  });
export const changePlan = (body: { planId: PlanId; quotedAt?: string }) =>
  ok(client.POST('/api/subscription/change', { body, failMessage: fail('changePlan') }));
export const cancelSubscription = (reason: string) =>
  ok(
    client.POST('/api/subscription/cancel', {
      body: reason.trim() ? { reason: reason.trim() } : {},
      failMessage: fail('cancelSubscription'),
    }),
  );
export const resumeSubscription = () =>
  ok(client.POST('/api/subscription/resume', { failMessage: fail('resumeSubscription') }));
export const payInvoice = (id: string) =>
  ok(client.POST('/api/subscription/invoices/{id}/pay', { params: { path: { id } }, failMessage: fail('payInvoice') }));

export const providerQuery = () =>
  queryOptions({
    queryKey: keys.billing.provider(),
    queryFn: () => ok(client.GET('/api/billing/provider', { failMessage: fail('fetchBillingProvider') })),
    staleTime: Infinity,
  });
export const billingPortalUrl = () =>
  ok(client.GET('/api/billing/portal', { failMessage: fail('openTheBillingPortal') }));

export const paymentMethodQuery = () =>
  queryOptions({
    queryKey: keys.billing.paymentMethod(),
    queryFn: () => ok(client.GET('/api/billing/payment-method', { failMessage: fail('fetchPaymentMethod') })),
  });
export const savePaymentMethod = (body: PaymentMethodBody) =>
  ok(client.PUT('/api/billing/payment-method', { body, failMessage: fail('savePaymentMethod') }));

export const billingDetailsQuery = () =>
  queryOptions({
    queryKey: keys.billing.details(),
    queryFn: () => ok(client.GET('/api/billing/details', { failMessage: fail('fetchBillingDetails') })),
  });
export const saveBillingDetails = (body: BillingDetails) =>
  ok(client.PUT('/api/billing/details', { body, failMessage: fail('saveBillingDetails') }));

/** Download usage against the quota: Billing and the dashboard read one cache entry. */
export const usageQuery = (failMessage = fail('fetchUsage')) =>
  queryOptions({
    queryKey: keys.usage(),
    queryFn: () => ok(client.GET('/api/usage', { failMessage })),
  });
/** What the plan allows: Billing and the world map's imagery read one cache entry. */
export const entitlementsQuery = (failMessage = fail('fetchPlanFeatures')) =>
  queryOptions({
    queryKey: keys.entitlements(),
    queryFn: () => ok(client.GET('/api/entitlements', { failMessage })),
  });

export const apiKeysQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: keys.apiKeys(),
    enabled,
    queryFn: () => ok(client.GET('/api/api-keys', { failMessage: fail('fetchAPIKeys') })),
  });
export const createApiKey = (name: string) =>
  ok(client.POST('/api/api-keys', { body: { name }, failMessage: fail('createAPIKey') }));
export const revokeApiKey = (id: string) =>
  ok(client.DELETE('/api/api-keys/{id}', { params: { path: { id } }, failMessage: fail('revokeAPIKey') }));
