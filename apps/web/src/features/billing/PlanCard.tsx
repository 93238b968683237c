import type { Plan } from '@cosmos/contracts';
import { CheckCircle } from '@mui/icons-material';
import {
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { formatDate, formatUsd } from './api';
import { useTranslation } from 'react-i18next';
import { planFeatureDetail } from './plan-feature-detail';

export function PlanCard({
  plan,
  current,
  pending,
  pendingFrom,
  onSelect,
}: {
  plan: Plan;
  current: boolean;
  pending?: boolean;
  pendingFrom?: string;
  onSelect: () => void;
}) {
  const { t } = useTranslation('billing');
  return (
    <Card
      data-testid={`plan-${plan.id}`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        border: 2,
        borderColor: current ? 'primary.main' : 'transparent',
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        {current && <Chip color="primary" size="small" label={t('plan.current')} sx={{ mb: 1 }} />}
        {pending && (
          <Chip
            color="secondary"
            size="small"
            label={pendingFrom ? t('plan.starts', { date: formatDate(pendingFrom) }) : t('plan.startsNext')}
            sx={{ mb: 1, ml: current ? 1 : 0 }}
          />
        )}
        <Typography variant="h5" component="h2">
          {plan.name}
        </Typography>
        <Typography variant="h4" component="p" sx={{ my: 1 }}>
          {formatUsd(plan.price)}
          <Typography component="span" color="text.secondary">
            {' '}
            {t('plan.perMonth')}
          </Typography>
        </Typography>
        <Typography color="text.secondary">
          {t(`plans.${plan.id}.description`, { defaultValue: plan.description })}
        </Typography>
        <List dense>
          {plan.features.map((f, i) => {
            const detail = planFeatureDetail(plan.id, f);
            return (
              <ListItem key={f} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <CheckCircle color="secondary" fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={t(`plans.${plan.id}.features.${i}`, { defaultValue: f })}
                  secondary={detail ? t(detail.key, detail.values) : undefined}
                />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
      <CardActions sx={{ p: 2 }}>
        <Button fullWidth variant={current ? 'outlined' : 'contained'} disabled={current} onClick={onSelect}>
          {current ? t('plan.current') : t('plan.select')}
        </Button>
      </CardActions>
    </Card>
  );
}
