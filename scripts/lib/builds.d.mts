export const root: string;
export const serverEntry: string;
export function ensureWebBuilt(opts?: { quiet?: boolean }): void;
export function ensureServerBuilt(opts?: { quiet?: boolean }): void;
