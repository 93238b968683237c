/** Dates as the reader's locale shows them; "never" rather than an empty cell. */
export const when = (iso: string | null | undefined, never = 'never') => (iso ? new Date(iso).toLocaleString() : never);
export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
export const ROLE_LABEL = { user: 'User', agent: 'Support agent', admin: 'Administrator' } as const;
