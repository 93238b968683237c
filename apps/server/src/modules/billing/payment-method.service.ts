import type { PaymentMethod, PaymentMethodBody } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { paymentsFor } from './payments.ts';
import { findPaymentMethod, savePaymentMethod } from './payment-method.repository.ts';
import { cardBrand, luhnValid } from './sandbox-cards.ts';

const present = (r: NonNullable<Awaited<ReturnType<typeof findPaymentMethod>>>): PaymentMethod => ({
  brand: r.brand,
  last4: r.last4,
  expMonth: r.exp_month,
  expYear: r.exp_year,
});

/** The card on file, without the provider's handle. */
export async function paymentMethod(ctx: AppContext, userId: string) {
  const r = await findPaymentMethod(ctx.db, userId);
  return { card: r ? present(r) : null };
}

/** The provider's handle for the card on file, for a charge inside the caller's transaction. */
export const paymentMethodRef = async (q: Queryable, userId: string) =>
  (await findPaymentMethod(q, userId))?.provider_ref;

/**
 * Checks a card (number, Luhn checksum, expiry) and keeps only its brand, last four digits and expiry. The
 * number and CVC are in this function's arguments and nowhere else: not stored, not logged, not answered.
 */
export async function savePaymentMethodFor(ctx: AppContext, userId: string, body: PaymentMethodBody, now = new Date()) {
  const pay = paymentsFor(ctx);
  if (!pay.saveCard) throw new AppError(409, 'not_available', 'Cards are managed in the Stripe billing portal.');
  const digits = body.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) throw badRequest('cardNumber', 'A card number has 12 to 19 digits');
  if (!luhnValid(digits)) throw badRequest('cardNumber', 'This card number is not valid; check it for a typing error');
  // A card is good through the last day of its expiry month.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (body.expYear * 12 + (body.expMonth - 1) < thisMonth)
    throw badRequest(body.expYear < now.getUTCFullYear() ? 'expYear' : 'expMonth', 'This card has expired');
  const r = await pay.saveCard({ digits, expMonth: body.expMonth, expYear: body.expYear, cvc: body.cvc });
  if (!r.ok) {
    if (r.status === 400) throw badRequest('cardNumber', r.message);
    throw new AppError(402, 'payment_declined', r.message, [{ field: 'cardNumber', message: r.message }]);
  }
  const card: PaymentMethod = {
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: body.expMonth,
    expYear: body.expYear,
  };
  await savePaymentMethod(ctx.db, userId, card, r.ref);
  ctx.log.info({ userId, brand: card.brand }, 'card on file saved');
  return { card };
}

export const paymentMethodRequired = () =>
  new AppError(402, 'payment_method_required', 'Add a card before changing plan: there is no payment method on file.', [
    { field: 'paymentMethod', message: 'No payment method on file' },
  ]);
