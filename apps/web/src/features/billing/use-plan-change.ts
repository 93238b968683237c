import type { Plan } from '@cosmos/contracts';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { useChangePlan } from './api';

/** The spec's plan-change state: selected plan starts empty; choosing opens the dialog; confirm applies it. */
export function usePlanChange() {
  const [selected, setSelected] = useState<Plan | null>(null);
  const change = useChangePlan();
  return {
    selected,
    choose: (p: Plan) => {
      change.reset();
      setSelected(p);
    },
    close: () => setSelected(null),
    busy: change.isPending,
    // A declined card is something the user can act on, so its reason is shown rather than the generic message.
    error: change.error instanceof ApiError && change.error.problem?.code === 'payment_declined' ? (change.error.problem.detail ?? change.error.message) : (change.error?.message ?? null),
    confirm: () => selected && change.mutate(selected.id, { onSuccess: () => setSelected(null) }),
  };
}
