import type { PlanId } from '@cosmos/contracts';
import { WorkspacePremium } from '@mui/icons-material';
import { Alert, AlertTitle, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { useTranslation } from 'react-i18next';

const NAMES: Record<PlanId, string> = {
  basic: 'Basic Explorer',
  pro: 'Pro Navigator',
  enterprise: 'Enterprise Mission',
};

/** What a locked feature needs, with the way to get it: never a bare error. */
export function UpgradePrompt({ feature, plan }: { feature: string; plan: PlanId }) {
  const { t } = useTranslation('billing');
  return (
    <Alert
      severity="info"
      icon={<WorkspacePremium />}
      data-testid="upgrade-prompt"
      action={
        <Button
          component={RouterLink}
          to={paths.subscriptionPlans.to()}
          color="inherit"
          variant="outlined"
          size="small"
        >
          {t('upgrade.button')}
        </Button>
      }
    >
      <AlertTitle>{t('upgrade.title', { feature, plan: NAMES[plan] })}</AlertTitle>
      {plan === 'enterprise' ? t('upgrade.textTop', { plan: NAMES[plan] }) : t('upgrade.text', { plan: NAMES[plan] })}
    </Alert>
  );
}
