import { z } from 'zod';
import { CelestialType } from './celestial.ts';

export const PlanId = z.enum(['basic', 'pro', 'enterprise']);
export type PlanId = z.infer<typeof PlanId>;

export const Plan = z.object({
  id: PlanId,
  name: z.string(),
  /** USD per month, for display; amounts are computed in integer cents (priceCents). */
  price: z.number(),
  priceCents: z.number().int(),
  period: z.literal('per month'),
  description: z.string(),
  features: z.array(z.string()),
  icon: z.string(),
});
export type Plan = z.infer<typeof Plan>;

export const SubscriptionStatus = z.enum(['active', 'trialing', 'past_due', 'canceled']);
export const Subscription = z.object({
  planId: PlanId,
  plan: Plan,
  status: SubscriptionStatus,
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  pendingPlanId: PlanId.nullable(),
  availablePlans: z.array(Plan),
});
export type Subscription = z.infer<typeof Subscription>;

export const Invoice = z.object({
  id: z.string(),
  number: z.string(),
  date: z.string(),
  amount: z.number(),
  amountCents: z.number().int(),
  status: z.enum(['Paid', 'Open', 'Failed', 'Void']),
  plan: z.string(),
  /** A failed renewal can be paid again (POST /api/subscription/invoices/:id/pay). */
  payable: z.boolean().optional(),
});
export type Invoice = z.infer<typeof Invoice>;

/**
 * `quotedAt` is the `quotedAt` of the preview the user confirmed: the change is priced at that instant, so the
 * invoice equals the amount the dialog showed (Stripe's `proration_date` works the same way).
 */
export const ChangePlanBody = z.object({ planId: PlanId, quotedAt: z.iso.datetime({ offset: true }).optional() });

/** GET /api/subscription/preview?planId=: what confirming a plan change would do, priced now. */
export const PlanChangePreview = z.object({
  planId: PlanId,
  /** upgrade and subscribe charge now; downgrade applies at the period end; keep cancels a scheduled downgrade. */
  kind: z.enum(['upgrade', 'downgrade', 'subscribe', 'keep']),
  amountDueNowCents: z.number().int(),
  amountDueNow: z.number(),
  /** When the new plan takes effect (ISO date-time). */
  effectiveAt: z.string(),
  /** What the following renewals cost, per month. */
  renewalCents: z.number().int(),
  quotedAt: z.string(),
  /** One sentence the dialog shows. */
  summary: z.string(),
});
export type PlanChangePreview = z.infer<typeof PlanChangePreview>;
export const PlanChangePreviewQuery = z.object({ planId: PlanId });

/** Cancelling asks why, optionally; the reason is kept for the team, never shown to anyone else. */
export const CancelSubscriptionBody = z.object({
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters').optional(),
});

export const InvoicesPage = z.object({ items: z.array(Invoice), total: z.number().int() });

/** GET /api/usage: bytes downloaded through exports and the API in the current billing period. */
export const Usage = z.object({
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  planId: PlanId,
});
export type Usage = z.infer<typeof Usage>;

/** GET /api/entitlements: what the signed-in user's plan allows now. */
export const EntitlementsView = z.object({
  planId: PlanId,
  realtimeCadenceMs: z.number().int(),
  customExports: z.boolean(),
  apiAccess: z.boolean(),
  quotaBytes: z.number().int(),
  apiRatePerMinute: z.number().int(),
});
export type EntitlementsView = z.infer<typeof EntitlementsView>;

export const ApiKey = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;
export const CreateApiKeyBody = z.object({ name: z.string().trim().min(1, 'Name is required').max(60) });
/** The secret is in this answer only; the server keeps its hash. */
export const CreatedApiKey = ApiKey.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

export const ExportFormat = z.enum(['json', 'csv', 'xml']);
/**
 * Export columns. `frame` says how to read a row: TEME (satellites: x..vz in km and km/s), HELIO_EQJ2000
 * (Sun, planets, moons, small bodies: AU and AU/day) or ICRS (stars, deep sky: ra_deg, dec_deg,
 * distance_ly, static over time). Columns that do not apply to a row's frame are empty (null in JSON).
 * `error` holds SGP4's reason when a satellite cannot be placed at that time (its position is then empty).
 */
export const ExportField = z.enum([
  'id',
  'name',
  'type',
  'time',
  'frame',
  'x',
  'y',
  'z',
  'vx',
  'vy',
  'vz',
  'ra_deg',
  'dec_deg',
  'distance_ly',
  'mass',
  'radius',
  'temperature',
  'error',
]);
export type ExportField = z.infer<typeof ExportField>;
/** POST /api/exports: a server-side bulk export (Pro and up). */
export const ExportBody = z
  .object({
    ids: z.array(z.string().min(1).max(64)).min(1).max(1000).optional(),
    type: CelestialType.optional(),
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    stepMinutes: z.number().int().min(1).max(10_080).default(60),
    fields: z.array(ExportField).min(1).max(18).default(['id', 'name', 'type', 'time', 'x', 'y', 'z']),
    format: ExportFormat.default('json'),
  })
  .refine((b) => Date.parse(b.to) >= Date.parse(b.from), { path: ['to'], message: 'to must not be before from' });
export type ExportBody = z.infer<typeof ExportBody>;

export const CheckoutBody = z.object({ planId: PlanId });
export const UrlAnswer = z.object({ url: z.string() });
export const ProviderInfo = z.object({ provider: z.enum(['sandbox', 'stripe']) });

const detail = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` })
    .default('');
/** GET/PUT /api/billing/details: who invoices are made out to. Every field optional; printed on invoices issued after the change. */
export const BillingDetails = z.object({
  name: detail('Name', 100),
  company: detail('Company', 100),
  addressLine1: detail('Address', 120),
  addressLine2: detail('Address line 2', 120),
  city: detail('City', 80),
  postalCode: detail('Postal code', 20),
  region: detail('State or region', 80),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, { message: 'Use the two-letter country code, e.g. DE or US' })
    .default(''),
  taxId: z
    .string()
    .trim()
    .max(32, { message: 'Tax ID must be at most 32 characters' })
    .regex(/^[A-Za-z0-9 .\-/]*$/, { message: 'Tax ID may hold letters, digits, spaces, dots, dashes and slashes' })
    .default(''),
});
export type BillingDetails = z.infer<typeof BillingDetails>;
export type BillingDetailsInput = z.input<typeof BillingDetails>;

/**
 * PUT /api/billing/payment-method: a card for the built-in sandbox provider. Only its brand, last four digits and
 * expiry are kept; the number and CVC are checked and dropped. Spaces and dashes in the number are allowed.
 */
export const PaymentMethodBody = z.object({
  cardNumber: z
    .string()
    .max(32, { message: 'Card number is too long' })
    .regex(/^[\d\s-]*$/, { message: 'Card number may hold only digits, spaces and dashes' }),
  expMonth: z.number().int().min(1, { message: 'Month must be 1 to 12' }).max(12, { message: 'Month must be 1 to 12' }),
  expYear: z
    .number()
    .int()
    .min(2000, { message: 'Year must be a four-digit year' })
    .max(2100, { message: 'Year must be a four-digit year' }),
  cvc: z.string().regex(/^\d{3,4}$/, { message: 'CVC must be 3 or 4 digits' }),
});
export type PaymentMethodBody = z.infer<typeof PaymentMethodBody>;

/** A card on file as the server keeps it: never the number, only what identifies it to its owner. */
export const PaymentMethod = z.object({
  brand: z.enum(['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'card']),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;
/** GET /api/billing/payment-method: the card on file, or null before one is added. */
export const PaymentMethodAnswer = z.object({ card: PaymentMethod.nullable() });
export type PaymentMethodAnswer = z.infer<typeof PaymentMethodAnswer>;
