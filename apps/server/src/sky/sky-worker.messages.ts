/**
 * Typed messages between the sky ticker (main thread, ticker.ts) and its worker (sky-worker.ts).
 * Every request carries `req`; the worker answers with the same `req`, `ok`, and the op's result.
 * Tick arrays travel as transferred buffers.
 */
import type { SkyPass } from '@cosmos/contracts';
import type { LookResult } from '@cosmos/astro';
import type { Group, TickDiff, TickFrame } from './compute.ts';
import type { IdentifyHit, IdentifyRequest } from './identify.ts';
import type { BrightRow, PassRequest } from './passes.ts';

type Station = { lat: number; lon: number };
type Tle = { line1: string; line2: string };
type Site = { lat: number; lon: number; heightKm: number };
/** Answers for a catalogue generation the worker no longer holds say so instead. */
type OrStale<T> = { stale: true; result?: undefined } | { stale?: undefined; result: T };

export type WorkerRequest =
  | { op: 'load'; req: number; gen: number; tles: Tle[] }
  | { op: 'tick'; req: number; gen: number; t: number; groups: Group[] }
  | { op: 'look'; req: number; station: Station; times: number[] }
  | { op: 'passes'; req: number; pass: PassRequest }
  | { op: 'identify'; req: number; gen: number; mags: Float64Array; q: IdentifyRequest }
  | {
      op: 'brightest';
      req: number;
      gen: number;
      start: number;
      end: number;
      mags: Float64Array;
      site: Site;
      from: number;
      to: number;
      limit: number;
    };

export type WorkerOp = WorkerRequest['op'];

/** The result of each op (besides `req` and `ok`). */
export interface WorkerResults {
  load: { wasm: boolean };
  tick:
    | { stale: true }
    | { stale?: undefined; gen: number; groups: Partial<Record<Group, TickDiff>>; frame: TickFrame; ms: number };
  look: { result: LookResult[] };
  passes: { result: SkyPass[] };
  identify: OrStale<IdentifyHit[]>;
  brightest: OrStale<BrightRow[]>;
}

export type WorkerReply =
  ({ req: number; ok: true } & WorkerResults[WorkerOp]) | { req: number; ok: false; error: string };

/** A request without its `req` number (the ticker assigns it). */
export type WorkerCall<K extends WorkerOp> = Omit<Extract<WorkerRequest, { op: K }>, 'req'>;
