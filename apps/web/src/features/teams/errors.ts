import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';

/** The server's reason in the interface language where the code is known; its own words otherwise. */
export function reasonOf(t: TFunction<'teams'>, err: unknown): string | undefined {
  if (!err) return undefined;
  if (!(err instanceof ApiError)) return t('errors.generic');
  const code = err.problem?.code;
  // A refused transfer of ownership: it is the new owner, not the caller, who lacks the subscription.
  if (code === 'plan_required' && err.problem?.errors?.[0]?.field === 'userId') return t('errors.newOwnerPlan');
  const known = [
    'seats_full',
    'team_inactive',
    'invitation_expired',
    'plan_required',
    'conflict',
    // buying extra seats: a declined card, and with Stripe a missing seat price, an unlinked subscription, an outage
    'payment_declined',
    'seats_unavailable',
    'not_provider_billed',
    'payments_unavailable',
  ];
  if (code && known.includes(code))
    return code === 'conflict' ? (err.problem?.errors?.[0]?.message ?? t('errors.generic')) : t(`errors.${code}`);
  if (err.status === 403) return err.problem?.detail ?? t('errors.forbidden');
  if (err.status === 404) return t('errors.notFound');
  return err.problem?.errors?.[0]?.message ?? err.problem?.detail ?? t('errors.generic');
}
