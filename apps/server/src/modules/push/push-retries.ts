/**
 * Retries of pushes the push service could not take yet (429, 5xx, no answer), kept in `push_retries` rather than in
 * timers, so a restart or a crash loses none. Each try's outcome is settled here: delivered (the retry row goes),
 * expired (404/410: the subscription goes, its retries with it), worth another try (rescheduled after the next of
 * `retryDelaysMs`, the backoff, whose length is the cap), or given up (the cap, a refusal, or the message's TTL passed:
 * a pass alert an hour late is useless). Every process sweeps the due rows; a claim is a two-minute lease, so one
 * process sends each try and a crashed holder's rows are taken over.
 */
import type { PushPayload } from '@cosmos/contracts';
import { sendPush, type Outcome, type SendOptions } from './push-delivery.ts';
import { targetOf, type Push } from './push-context.ts';
import * as repo from './push.repository.ts';

/** What became of a push: 'retrying' while a try is scheduled. */
export type Delivery = Exclude<Outcome, 'retry'> | 'retrying';

/** A claim on a due retry older than this is a crashed process's and is taken over. */
export const RETRY_LEASE_S = 120;
/**
 * Rows claimed per sweep. They are sent one after another and each try may wait up to 10 s for the push service
 * (push-delivery.ts), so a batch must end well inside its lease: 8 × 10 s = 80 s < 120 s. A bigger batch could
 * outlive its claim, and another process would send the rest a second time.
 */
const SWEEP_BATCH = 8;

interface Attempted {
  r: repo.PushRow;
  payload: PushPayload;
  o: Pick<SendOptions, 'urgency' | 'ttlSeconds'>;
  /** Tries made so far, this one included. */
  attempts: number;
  /** When the message stops being worth sending. */
  expiresAt: Date;
  /** The retry row this try came from, if any. */
  retryId?: string;
}

/** Records what one try left behind and says what became of the push. */
export async function settle(p: Push, a: Attempted, outcome: Outcome, retries = true): Promise<Delivery> {
  const db = p.ctx.db;
  if (outcome === 'sent') {
    await repo.markSuccess(db, a.r.id);
    if (a.retryId) await repo.removeRetry(db, a.retryId);
    return 'sent';
  }
  if (outcome === 'expired') {
    await repo.removeById(db, a.r.id); // its waiting retries go with it (ON DELETE CASCADE)
    return 'expired';
  }
  const delay = retries ? p.retryDelaysMs[a.attempts - 1] : undefined;
  if (outcome === 'retry' && delay !== undefined && Date.now() + delay < a.expiresAt.getTime()) {
    if (a.retryId) await repo.rescheduleRetry(db, a.retryId, a.attempts, delay);
    else
      await repo.scheduleRetry(db, a.r.id, a.payload, {
        ...a.o,
        attempts: a.attempts,
        delayMs: delay,
        expiresAt: a.expiresAt,
      });
    return 'retrying';
  }
  if (a.retryId) await repo.removeRetry(db, a.retryId);
  await repo.markFailure(db, a.r.id);
  p.ctx.log.warn({ subscription: a.r.id, attempts: a.attempts }, 'push notification could not be delivered');
  return 'failed';
}

/** Sends the retries due now (up to a batch) that no other process holds; resolves with what became of each. */
export async function retryDue(p: Push): Promise<Delivery[]> {
  const rows = await repo.claimDueRetries(p.ctx.db, SWEEP_BATCH, RETRY_LEASE_S);
  const vapid = rows.length ? await p.vapid() : undefined;
  const out: Delivery[] = [];
  for (const row of rows) {
    const expiresAt = new Date(row.expires_at);
    const left = Math.floor((expiresAt.getTime() - Date.now()) / 1000);
    const a: Attempted = {
      r: row,
      payload: row.payload as PushPayload,
      o: { urgency: row.urgency as SendOptions['urgency'], ttlSeconds: row.ttl_seconds },
      attempts: row.attempts + 1,
      expiresAt,
      retryId: row.retry_id,
    };
    try {
      // Past its TTL: given up without a try. Otherwise the push service keeps it only for what is left of the TTL.
      const outcome: Outcome =
        left <= 0 ? 'failed' : await sendPush(vapid!, targetOf(p, row), a.payload, { ...a.o, ttlSeconds: left });
      out.push(await settle(p, a, outcome));
    } catch (err) {
      // One unreadable row (its keys, its payload) must not hold up the rest of the batch sweep after sweep: give it up.
      p.ctx.log.warn({ subscription: row.id, err: (err as Error).message }, 'push retry could not be tried');
      out.push(await settle(p, a, 'failed').catch(() => 'failed' as const));
    }
  }
  return out;
}

/** Sweeps due retries every `everyMs` until the push module closes; one sweep at a time. */
export function startRetrySweeper(p: Push, everyMs: number) {
  let running = false;
  const timer = setInterval(() => {
    if (running || p.closing.signal.aborted) return;
    running = true;
    retryDue(p)
      .catch((err: unknown) => p.ctx.log.warn({ err: (err as Error).message }, 'push retry sweep failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  p.closing.signal.addEventListener('abort', () => clearInterval(timer), { once: true });
}
