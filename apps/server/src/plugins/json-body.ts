import type { FastifyInstance } from 'fastify';
import sjson from 'secure-json-parse';
import { AppError } from '../lib/errors.ts';

/** The path of the first string holding a NUL character: PostgreSQL text cannot store one. */
export function findNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const hit = findNul(v, [...path, k]);
      if (hit !== undefined) return hit;
    }
  }
  return undefined;
}

/**
 * JSON bodies parsed safely (no __proto__ pollution), and an empty JSON body read as "no body":
 * the spec's cancel call sends a JSON content type with nothing in it.
 */
export function registerJsonBody(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = sjson.parse(text, { protoAction: 'error', constructorAction: 'error' });
    } catch {
      return done(Object.assign(new Error('Malformed JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
    const field = findNul(parsed);
    if (field !== undefined) return done(new AppError(400, 'validation_failed', `${field} contains a NUL character`, [{ field, message: 'Contains a NUL character' }]), undefined);
    done(null, parsed);
  });
}
