import type { Ticket } from '@cosmos/contracts';
import { Chip, Tooltip } from '@mui/material';

export const PLAN_NAME = { basic: 'Basic Explorer', pro: 'Pro Navigator', enterprise: 'Enterprise Mission' } as const;

/** "3 h 20 min" from minutes. */
export function duration(minutes: number) {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
}

/** Where a ticket stands against its plan's first-response target, in words an agent reads at a glance. */
export function slaLabel(t: Pick<Ticket, 'sla' | 'firstResponseDueAt'>, now = Date.now()) {
  if (!t.firstResponseDueAt || t.sla === 'none') return null;
  const left = (Date.parse(t.firstResponseDueAt) - now) / 60_000;
  switch (t.sla) {
    case 'met':
      return { text: 'Answered in time', color: 'success' as const };
    case 'breached':
      return {
        text: left < 0 && t.sla === 'breached' ? `Overdue by ${duration(-left)}` : 'Answered late',
        color: 'error' as const,
      };
    case 'at_risk':
      return { text: `Answer within ${duration(left)}`, color: 'warning' as const };
    case 'on_track':
      return { text: `Answer within ${duration(left)}`, color: 'default' as const };
  }
}

export function SlaChip({ ticket }: { ticket: Ticket }) {
  const label = slaLabel(ticket);
  if (!label) return null;
  const plan = ticket.supportPlan ? PLAN_NAME[ticket.supportPlan] : '';
  return (
    <Tooltip title={`First-response target of ${plan}: due ${new Date(ticket.firstResponseDueAt!).toLocaleString()}`}>
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
