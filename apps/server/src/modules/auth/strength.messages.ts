/** Typed messages between the main thread and the password-strength worker (strength-worker.ts). */
import type { PasswordStrength } from '@cosmos/contracts';

export interface StrengthRequest {
  id: number;
  password: string;
  userInputs: string[];
}

export type StrengthReply =
  | { id: number; ok: true; result: PasswordStrength }
  | { id: number; ok: false; error: string }
  /** Sent once the estimator's dictionaries are loaded: the watchdog starts counting only then. */
  | { id: 0; ready: true };
