import { useTranslation } from 'react-i18next';
import { usePaymentMethod, useProvider } from './api';
import { ConfirmPlanDialog } from './ConfirmPlanDialog';
import { PaymentMethodForm, useCardName } from './PaymentMethodForm';
import type { usePlanChange } from './use-plan-change';

/**
 * The confirm dialog wired to a page's plan-change state (both plan pages use it). With the sandbox provider a
 * change that charges money needs a card on file: the dialog asks for one first, then names it next to the price.
 */
export function PlanChangeDialog({
  change,
  currentPlanName,
}: {
  change: ReturnType<typeof usePlanChange>;
  currentPlanName?: string;
}) {
  const { t } = useTranslation('billing');
  const provider = useProvider();
  const sandbox = provider.data?.provider === 'sandbox';
  const payment = usePaymentMethod(sandbox && change.selected !== null);
  const cardName = useCardName();
  const charges = (change.preview?.amountDueNowCents ?? 0) > 0;
  const card = payment.data?.card ?? null;
  // A failed look-up counts as no card: offering the card step beats a Confirm the server answers with 402.
  const needsCard = sandbox && charges && (payment.isError || (payment.isSuccess && !card));
  return (
    <ConfirmPlanDialog
      testMode={sandbox}
      planName={change.selected?.name ?? null}
      currentPlanName={currentPlanName}
      preview={change.preview}
      previewError={change.previewError}
      busy={change.busy || (sandbox && charges && payment.isLoading)}
      error={change.error}
      chargedTo={sandbox && charges && card ? t('card.chargedTo', { card: cardName(card) }) : null}
      cardStep={needsCard ? <PaymentMethodForm onSaved={change.resetError} /> : undefined}
      onCancel={change.close}
      onConfirm={change.confirm}
    />
  );
}
