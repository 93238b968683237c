import type { PlanId } from '@cosmos/contracts';
import { WorkspacePremium } from '@mui/icons-material';
import { Alert, AlertTitle, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';

const NAMES: Record<PlanId, string> = {
  basic: 'Basic Explorer',
  pro: 'Pro Navigator',
  enterprise: 'Enterprise Mission',
};

/** What a locked feature needs, with the way to get it: never a bare error. */
export function UpgradePrompt({ feature, plan }: { feature: string; plan: PlanId }) {
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
          Upgrade
        </Button>
      }
    >
      <AlertTitle>
        {feature} needs {NAMES[plan]}
      </AlertTitle>
      Upgrade to the {NAMES[plan]} plan{plan === 'enterprise' ? '' : ' or higher'} to use it. Upgrades apply at once;
      you pay only for the rest of this billing period.
    </Alert>
  );
}
