import type { PaymentMethod } from '@cosmos/contracts';
import type { Queryable } from '../../db/client.ts';

interface Row {
  brand: PaymentMethod['brand'];
  last4: string;
  exp_month: number;
  exp_year: number;
  provider_ref: string;
}

/** The user's card on file (brand, last four, expiry and the provider's handle), or undefined. */
export const findPaymentMethod = async (q: Queryable, userId: string) =>
  (
    await q.query<Row>(
      'SELECT brand, last4, exp_month, exp_year, provider_ref FROM payment_methods WHERE user_id = $1',
      [userId],
    )
  )[0];

/** One card per user: a new one replaces the old. */
export const savePaymentMethod = (q: Queryable, userId: string, card: PaymentMethod, providerRef: string) =>
  q.query(
    `INSERT INTO payment_methods (user_id, brand, last4, exp_month, exp_year, provider_ref) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET brand = $2, last4 = $3, exp_month = $4, exp_year = $5, provider_ref = $6, updated_at = now()`,
    [userId, card.brand, card.last4, card.expMonth, card.expYear, providerRef],
  );
