import { IMAGERY_SOURCE_MAX_ZOOM, IMAGERY_TIERS, PLAN_RANK, PLANS, type PlanId } from '@cosmos/contracts';
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/** "7.8 km" or "490 m", in the interface language. */
export function formatResolution(metres: number) {
  return metres >= 1000
    ? formatNumber(metres / 1000, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 })
    : formatNumber(metres, { style: 'unit', unit: 'meter' });
}

/**
 * The plan that shows a level: the server's answer when it refused a tile (it knows the subscription best),
 * otherwise the first plan above the user's whose imagery goes that deep (or the deepest there is).
 */
export function planForLevel(planId: PlanId, level: number, serverPlan?: PlanId): PlanId {
  if (serverPlan && PLAN_RANK[serverPlan] > PLAN_RANK[planId]) return serverPlan;
  const higher = (Object.keys(IMAGERY_TIERS) as PlanId[])
    .filter((p) => PLAN_RANK[p] > PLAN_RANK[planId])
    .sort((a, b) => PLAN_RANK[a] - PLAN_RANK[b]);
  const deep = Math.min(level, IMAGERY_SOURCE_MAX_ZOOM['true-colour']);
  return higher.find((p) => IMAGERY_TIERS[p].maxZoom >= deep) ?? higher[higher.length - 1] ?? planId;
}

/** Shown when the view is deeper than the plan's imagery: what the plan shows, what the next one does, a link. */
export function UpgradePrompt(props: { planId: PlanId; wantedLevel: number; serverPlan?: PlanId }) {
  const { t } = useTranslation('worldMap');
  const next = planForLevel(props.planId, props.wantedLevel, props.serverPlan);
  const have = IMAGERY_TIERS[props.planId];
  const want = IMAGERY_TIERS[next];
  return (
    <Alert
      severity="info"
      data-testid="imagery-upgrade"
      sx={{ borderRadius: 0 }}
      action={
        <Button component={RouterLink} to={paths.subscriptionPlans.to()} color="inherit" size="small">
          {t('upgrade.action')}
        </Button>
      }
    >
      {t('upgrade.text', {
        have: t(`tier.${have.label}`),
        haveResolution: formatResolution(have.metresPerPixel),
        want: t(`tier.${want.label}`),
        wantResolution: formatResolution(want.metresPerPixel),
        plan: PLANS.find((p) => p.id === next)!.name,
      })}
    </Alert>
  );
}
