import type { Ticket } from '@cosmos/contracts';
import { Chip, Tooltip } from '@mui/material';
import { formatDateTime, i18n } from '../../lib/i18n';
import { useTranslation } from 'react-i18next';

export const PLAN_NAME = { basic: 'Basic Explorer', pro: 'Pro Navigator', enterprise: 'Enterprise Mission' } as const;

/** "3 h 20 min" from minutes. */
export function duration(minutes: number) {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return i18n.t('support:duration.minutes', { m });
  const h = Math.floor(m / 60);
  return m % 60 ? i18n.t('support:duration.hoursMinutes', { h, m: m % 60 }) : i18n.t('support:duration.hours', { h });
}

/** Where a ticket stands against its plan's first-response target, in words an agent reads at a glance. */
export function slaLabel(t: Pick<Ticket, 'sla' | 'firstResponseDueAt'>, now = Date.now()) {
  if (!t.firstResponseDueAt || t.sla === 'none') return null;
  const left = (Date.parse(t.firstResponseDueAt) - now) / 60_000;
  switch (t.sla) {
    case 'met':
      return { text: i18n.t('support:sla.met'), color: 'success' as const };
    case 'breached':
      return {
        text:
          left < 0 && t.sla === 'breached'
            ? i18n.t('support:sla.overdue', { time: duration(-left) })
            : i18n.t('support:sla.late'),
        color: 'error' as const,
      };
    case 'at_risk':
      return { text: i18n.t('support:sla.within', { time: duration(left) }), color: 'warning' as const };
    case 'on_track':
      return { text: i18n.t('support:sla.within', { time: duration(left) }), color: 'default' as const };
  }
}

export function SlaChip({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('support');
  const label = slaLabel(ticket);
  if (!label) return null;
  const plan = ticket.supportPlan ? PLAN_NAME[ticket.supportPlan] : '';
  return (
    <Tooltip title={t('sla.target', { plan, date: formatDateTime(ticket.firstResponseDueAt!) })}>
      <Chip
        size="small"
        label={label.text}
        color={label.color}
        variant={label.color === 'default' ? 'outlined' : 'filled'}
        data-testid="sla-chip"
      />
    </Tooltip>
  );
}
