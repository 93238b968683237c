import { useProvider } from './api';
import { ConfirmPlanDialog } from './ConfirmPlanDialog';
import type { usePlanChange } from './use-plan-change';

/** The confirm dialog wired to a page's plan-change state (both plan pages use it). */
export function PlanChangeDialog({
  change,
  currentPlanName,
}: {
  change: ReturnType<typeof usePlanChange>;
  currentPlanName?: string;
}) {
  const provider = useProvider();
  return (
    <ConfirmPlanDialog
      testMode={provider.data?.provider === 'sandbox'}
      planName={change.selected?.name ?? null}
      currentPlanName={currentPlanName}
      preview={change.preview}
      previewError={change.previewError}
      busy={change.busy}
      error={change.error}
      onCancel={change.close}
      onConfirm={change.confirm}
    />
  );
}
