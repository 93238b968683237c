import type { Ticket } from '@cosmos/contracts';
import { create } from 'zustand';

/** Spec §3/§4 support state: a tickets list and the selected ticket; a new ticket goes to the front and is selected. */
export interface SupportState {
  tickets: Ticket[];
  selectedTicket: Ticket | null;
  setTickets(list: Ticket[]): void;
  addTicket(t: Ticket): void;
  updateTicket(t: Ticket): void;
  select(id: string | null): void;
}

export const useSupport = create<SupportState>((set) => ({
  tickets: [],
  selectedTicket: null,
  setTickets: (list) =>
    set((s) => ({
      tickets: list,
      selectedTicket: s.selectedTicket ? (list.find((t) => t.id === s.selectedTicket!.id) ?? s.selectedTicket) : null,
    })),
  addTicket: (t) => set((s) => ({ tickets: [t, ...s.tickets.filter((x) => x.id !== t.id)], selectedTicket: t })),
  updateTicket: (t) =>
    set((s) => ({
      tickets: s.tickets.map((x) => (x.id === t.id ? t : x)),
      selectedTicket: s.selectedTicket?.id === t.id ? t : s.selectedTicket,
    })),
  select: (id) => set((s) => ({ selectedTicket: id ? (s.tickets.find((t) => t.id === id) ?? null) : null })),
}));
