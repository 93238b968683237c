import type { Ticket } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { useSupport } from './support-store';

const t = (id: string, status: Ticket['status'] = 'open'): Ticket => ({
  id,
  number: 1000,
  subject: id,
  description: '',
  category: 'general',
  priority: 'normal',
  status,
  ownerId: 'u',
  ownerName: 'U',
  contactName: '',
  contactEmail: '',
  messageCount: 0,
  createdAt: '',
  updatedAt: '',
  supportPlan: null,
  firstResponseDueAt: null,
  firstRespondedAt: null,
  sla: 'none',
});

describe('support store (spec §4)', () => {
  it('puts a new ticket at the front and selects it; updates merge into list and selection', () => {
    useSupport.getState().setTickets([t('a'), t('b')]);
    useSupport.getState().addTicket(t('c'));
    expect(useSupport.getState().tickets.map((x) => x.id)).toEqual(['c', 'a', 'b']);
    expect(useSupport.getState().selectedTicket?.id).toBe('c');
    useSupport.getState().updateTicket(t('c', 'pending'));
    expect(useSupport.getState().selectedTicket?.status).toBe('pending');
    useSupport.getState().select('a');
    expect(useSupport.getState().selectedTicket?.id).toBe('a');
  });
});
