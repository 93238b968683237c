/** Typed messages between the main thread and the password-strength worker (strength.worker.ts). */
import type { PasswordStrength } from '@cosmos/contracts';

export interface StrengthRequest {
  id: number;
  password: string;
  userInputs: string[];
}

export type StrengthReply = { id: number; ok: true; result: PasswordStrength } | { id: number; ok: false; error: string };
