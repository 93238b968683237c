import type { Plan } from '@cosmos/contracts';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { usePlanChangePreview, useChangePlan } from './api';

/** The spec's plan-change state: selected plan starts empty; choosing opens the dialog; confirm applies it. */
export function usePlanChange() {
  const [selected, setSelected] = useState<Plan | null>(null);
  const change = useChangePlan();
  const preview = usePlanChangePreview(selected?.id ?? null);
  return {
    selected,
    preview: preview.data ?? null,
    previewError: preview.error?.message ?? null,
    choose: (p: Plan) => {
      change.reset();
      setSelected(p);
    },
    close: () => setSelected(null),
    /** After the card step: an earlier "add a card first" answer no longer applies. */
    resetError: () => change.reset(),
    // Confirm waits for the price: the user agrees to an amount, not to a plan name alone.
    busy: change.isPending || preview.isLoading,
    // A declined card is something the user can act on, so its reason is shown rather than the generic message.
    error:
      change.error instanceof ApiError &&
      (change.error.problem?.code === 'payment_declined' || change.error.problem?.code === 'payment_method_required')
        ? (change.error.problem.detail ?? change.error.message)
        : (change.error?.message ?? null),
    confirm: () =>
      selected &&
      preview.data &&
      change.mutate({ planId: selected.id, quotedAt: preview.data.quotedAt }, { onSuccess: () => setSelected(null) }),
  };
}
