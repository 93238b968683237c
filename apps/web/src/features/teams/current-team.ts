import type { TeamSummary } from '@cosmos/contracts';
import { create } from 'zustand';

const KEY = 'cosmos.team';

/** The team the Team page shows when a user belongs to several (chosen in the profile menu, kept per browser). */
export const useCurrentTeamId = create<{ teamId: string | null; select: (id: string) => void }>((set) => ({
  teamId: globalThis.localStorage?.getItem(KEY) ?? null,
  select: (teamId) => {
    globalThis.localStorage?.setItem(KEY, teamId);
    set({ teamId });
  },
}));

/** The chosen team if the user still belongs to it, else the first (owned first, as the server orders them). */
export const pickTeam = (teams: TeamSummary[] | undefined, chosen: string | null) =>
  teams?.find((t) => t.id === chosen) ?? teams?.[0];
