/**
 * The web's one way to call the server (docs/adr/0021): `client` is openapi-fetch over the types generated from the
 * server's OpenAPI document (`schema.gen.ts`, `npm run gen:api`), so every path, parameter, body and answer is
 * checked by tsc. Its transport is the portal's: the session token as a bearer header, JSON in and out, and any
 * non-OK answer thrown as an `ApiError` whose message is the spec's stored message for the action (§8, the call's
 * `failMessage`), with the server's problem+json attached. Queries use it through `queries/<area>.ts`, keyed by `keys.ts`.
 */
import type { Problem } from '@cosmos/contracts';
import createClient, { type MaybeOptionalInit } from 'openapi-fetch';
import type {
  HttpMethod,
  PathsWithMethod,
  RequiredKeysOf,
  ResponseObjectMap,
  SuccessResponse,
} from 'openapi-typescript-helpers';
import type { paths } from './schema.gen';

export type { paths } from './schema.gen';
export const TOKEN_KEY = 'token'; // the spec's storage key

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly problem?: Problem,
  ) {
    super(message);
  }
  /** The server's reason for one field, for showing it next to the input. */
  fieldError(field: string) {
    return this.problem?.errors?.find((e) => e.field === field)?.message;
  }
}

let onUnauthorized: (() => void) | undefined;
/** The auth store registers itself so a rejected token signs the user out everywhere. */
export const setUnauthorizedHandler = (fn: () => void) => {
  onUnauthorized = fn;
};

export const getToken = () => localStorage.getItem(TOKEN_KEY);

/** What every call says besides its path: the stored message shown when it fails. */
export interface CallOptions {
  failMessage: string;
  signal?: AbortSignal;
}

/**
 * One request as the portal sends it: relative path, bearer token, JSON. Any non-OK answer throws an ApiError
 * (`failMessage`, status, problem+json); a network failure throws one with status 0; an abort is rethrown as is.
 */
export async function send(
  path: string,
  opts: CallOptions & { method?: string; body?: string | undefined },
): Promise<Response> {
  const token = getToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.body !== undefined || (opts.method && opts.method !== 'GET')) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, { method: opts.method ?? 'GET', headers, body: opts.body, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(opts.failMessage, 0);
  }
  if (!res.ok) {
    const problem = (await res.json().catch(() => undefined)) as Problem | undefined;
    if (res.status === 401 && token && path !== '/api/auth/login') onUnauthorized?.();
    throw new ApiError(opts.failMessage, res.status, problem);
  }
  return res;
}

/**
 * openapi-fetch builds a `Request` from the typed path, parameters and body; this stands in for it so the
 * request leaves through `send` exactly as before (a relative URL, plain headers), and carries `failMessage`.
 */
class OutgoingRequest {
  readonly method: string;
  readonly body: string | undefined;
  readonly signal: AbortSignal | undefined;
  /** Copied by openapi-fetch from the call's options (it copies what a Request lacks): hence `declare`, no field. */
  declare failMessage: string;
  constructor(
    readonly url: string,
    init: { method?: string; body?: unknown; signal?: AbortSignal | null },
  ) {
    this.method = init.method ?? 'GET';
    this.body = typeof init.body === 'string' ? init.body : undefined;
    this.signal = init.signal ?? undefined;
  }
}

type InitParam<Init> =
  RequiredKeysOf<Init> extends never ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];
/** The JSON answer of a path's method as generated (openapi-fetch's own `data` type turns tuples into arrays). */
type Answer<Op, Init> = Init extends { parseAs: 'text' }
  ? string
  : ResponseObjectMap<Op> extends Record<string | number, any>
    ? SuccessResponse<ResponseObjectMap<Op>, `${string}/json`>
    : never;
type Method<M extends HttpMethod> = <P extends PathsWithMethod<paths, M>, I extends MaybeOptionalInit<paths[P], M>>(
  url: P,
  ...init: InitParam<I>
) => Promise<{ data: Answer<paths[P][M], I>; response: Response }>;
export interface TypedClient {
  GET: Method<'get'>;
  POST: Method<'post'>;
  PUT: Method<'put'>;
  PATCH: Method<'patch'>;
  DELETE: Method<'delete'>;
}

/**
 * The typed client: `client.GET('/api/settings', { failMessage, signal })`, path parameters in `params.path`,
 * the query in `params.query`, the JSON body in `body`. Errors throw (see `send`), so `ok()` unwraps `data`.
 */
export const client = createClient<paths>({
  baseUrl: '',
  Request: OutgoingRequest as unknown as typeof Request,
  fetch: (req) => {
    const r = req as unknown as OutgoingRequest;
    return send(r.url, { method: r.method, body: r.body, signal: r.signal, failMessage: r.failMessage });
  },
}) as unknown as TypedClient;

/** The answer's body: a failed call has already thrown an ApiError, so a result here always has `data`. */
export async function ok<D>(call: Promise<{ data: D }>): Promise<D> {
  return (await call).data;
}
