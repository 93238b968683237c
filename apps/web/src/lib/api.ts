import type { Problem } from '@cosmos/contracts';

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

/**
 * Calls the API; any non-OK answer throws an ApiError whose message is the spec's stored
 * message for that action (§8), with the server's problem details attached.
 */
export async function api<T>(
  path: string,
  opts: { method?: string; body?: unknown; failMessage: string; signal?: AbortSignal; raw?: boolean },
): Promise<T> {
  const token = getToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.body !== undefined || (opts.method && opts.method !== 'GET')) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(opts.failMessage, 0);
  }
  if (!res.ok) {
    const problem = (await res.json().catch(() => undefined)) as Problem | undefined;
    if (res.status === 401 && token && path !== '/api/auth/login') onUnauthorized?.();
    throw new ApiError(opts.failMessage, res.status, problem);
  }
  if (opts.raw) return res as T;
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
