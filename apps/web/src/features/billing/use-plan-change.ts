import type { Plan } from '@cosmos/contracts';
import { useState } from 'react';
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
    error: change.error?.message ?? null,
    confirm: () => selected && change.mutate(selected.id, { onSuccess: () => setSelected(null) }),
  };
}
