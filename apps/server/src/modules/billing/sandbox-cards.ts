import type { PaymentMethod } from '@cosmos/contracts';

/**
 * The card numbers the sandbox provider knows: Stripe's documented test cards (its "Testing" page), so a
 * developer who has used Stripe's test mode types the same numbers here. Any other number, even a real and valid
 * one, is refused: the sandbox never holds a real card.
 */
export type SandboxCardOutcome =
  /** Saved, and its charges succeed. */
  | { kind: 'ok' }
  /** Saved, but every charge is declined (Stripe's 4000 0000 0000 0341). */
  | { kind: 'charge_fails' }
  /** Refused when added, with Stripe's message for it. */
  | { kind: 'declined'; reason: string; message: string };

const ok = { kind: 'ok' } as const;
const declined = (reason: string, message: string) => ({ kind: 'declined' as const, reason, message });

const CARDS: Record<string, SandboxCardOutcome> = {
  '4242424242424242': ok,
  '4000056655665556': ok,
  '5555555555554444': ok,
  '2223003122003222': ok,
  '5200828282828210': ok,
  '378282246310005': ok,
  '371449635398431': ok,
  '6011111111111117': ok,
  '3056930009020004': ok,
  '36227206271667': ok,
  '3566002020360505': ok,
  '6200000000000005': ok,
  '4000000000000341': { kind: 'charge_fails' },
  '4000000000000002': declined('card_declined', 'Your card was declined. Try another card.'),
  '4000000000009995': declined('insufficient_funds', 'Your card has insufficient funds. Try another card.'),
  '4000000000009987': declined('lost_card', 'Your card was declined. Try another card.'),
  '4000000000009979': declined('stolen_card', 'Your card was declined. Try another card.'),
  '4000000000000069': declined('expired_card', 'Your card has expired. Try another card.'),
  '4000000000000127': declined('incorrect_cvc', "Your card's security code is incorrect."),
  '4000000000000119': declined('processing_error', 'An error occurred while processing your card. Try again.'),
};

export const sandboxCard = (digits: string): SandboxCardOutcome | undefined => CARDS[digits];

/** The provider's handle for a saved sandbox card: which behaviour its charges have, never its number. */
export const sandboxCardRef = (outcome: SandboxCardOutcome) =>
  outcome.kind === 'charge_fails' ? 'sandbox_card_charge_fails' : 'sandbox_card_ok';

/** The Luhn checksum every card number carries (ISO/IEC 7812-1): catches a mistyped digit before anything else. */
export function luhnValid(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card network from the number's leading digits (the IIN ranges the networks publish). */
export function cardBrand(digits: string): PaymentMethod['brand'] {
  const n2 = Number(digits.slice(0, 2));
  const n4 = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'visa';
  if ((n2 >= 51 && n2 <= 55) || (n4 >= 2221 && n4 <= 2720)) return 'mastercard';
  if (n2 === 34 || n2 === 37) return 'amex';
  if (digits.startsWith('6011') || digits.startsWith('65') || (n4 >= 6440 && n4 <= 6499)) return 'discover';
  if (n2 === 36 || n2 === 38 || (n4 >= 3000 && n4 <= 3059)) return 'diners';
  if (n2 === 35) return 'jcb';
  if (n2 === 62) return 'unionpay';
  return 'card';
}
