import type { ErrorCode } from '@cosmos/contracts';

/** A failure the client caused or may act on; answered as problem+json with its status and stable code. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: { field: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (field: string, message: string) =>
  new AppError(400, 'validation_failed', message, [{ field, message }]);
export const unauthorized = (message = 'Authentication required') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this resource') =>
  new AppError(403, 'forbidden', message);
export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found`);
export const conflict = (field: string, message: string) =>
  new AppError(409, 'conflict', message, [{ field, message }]);
export const tooManyRequests = (retryAfterSec: number) =>
  new AppError(429, 'rate_limited', 'Too many attempts. Try again later.', undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSec))),
  });

export const rateHeaders = (limit: number, remaining: number, reset: number) => ({
  'ratelimit-limit': String(limit),
  'ratelimit-remaining': String(remaining),
  'ratelimit-reset': String(Math.max(1, Math.ceil(reset))),
});

/** 429 with Retry-After and the standard RateLimit-* fields. */
export const rateLimited = (seconds: number, limit: number, detail = 'Too many attempts. Try again later.') =>
  new AppError(429, 'rate_limited', detail, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(seconds))),
    ...rateHeaders(limit, 0, seconds),
  });
