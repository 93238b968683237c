/**
 * Every `code` a problem+json answer can carry: one union, so the server cannot invent a spelling (`AppError` and
 * `sendProblem` take an ErrorCode) and clients can switch over it. Add a code here before throwing it.
 */
export const ERROR_CODES = [
  // Generic, from lib/errors.ts helpers and the error handler.
  'validation_failed',
  'malformed_body',
  'body_too_large',
  'unsupported_media_type',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'internal_error',
  // Accounts and sign-in.
  'account_disabled',
  'challenge_expired',
  'email_unverified',
  'invalid_code',
  'invalid_credentials',
  'mfa_required',
  // Plans, billing and usage.
  'checkout_required',
  'no_customer',
  'not_available',
  'not_provider_billed',
  'payment_declined',
  'payment_method_required',
  'payments_unavailable',
  'plan_required',
  'quota_exceeded',
  'invalid_signature',
  // Teams.
  'invitation_expired',
  'seats_full',
  'seats_unavailable',
  'team_inactive',
  // Community.
  'edit_window_closed',
  'own_thread',
  'suspended',
  'thread_locked',
  // Support mail.
  'unknown_sender',
  'unverified_sender',
  // Sky, places and imagery.
  'imagery_unavailable',
  'sgp4_error',
  'location_required',
  'too_many_places',
  'too_many_streams',
  // Realtime (socket acknowledgements and connect errors).
  'payload_too_large',
  'too_many_sockets',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
/** Fastify's own 4xx codes (`FST_ERR_…`), passed through lower-cased by the error handler. */
export type FrameworkErrorCode = `fst_${string}`;
