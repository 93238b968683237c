import type { FastifyInstance, FastifyRequest } from 'fastify';
import sjson from 'secure-json-parse';
import { AppError, badRequest } from '../lib/errors.ts';

/** No request of this API nests deeper; anything deeper is refused before any code walks it. */
export const MAX_DEPTH = 32;

/**
 * The path of the first string holding a NUL character (PostgreSQL text cannot store one), or undefined.
 * Iterative, so a hostile body of 100,000 nested arrays cannot overflow the stack; throws a 400 past MAX_DEPTH.
 */
export function findNul(value: unknown, path: string[] = []): string | undefined {
  const stack: [unknown, string[]][] = [[value, path]];
  while (stack.length) {
    const [v, p] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return p.join('.') || 'body';
    } else if (v && typeof v === 'object') {
      if (p.length >= MAX_DEPTH)
        throw new AppError(400, 'validation_failed', 'The body is nested too deeply', [
          { field: p.slice(0, 3).join('.') || 'body', message: 'Nested too deeply' },
        ]);
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i]![1], [...p, entries[i]![0]]]);
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
      return done(
        Object.assign(new Error('Malformed JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }),
        undefined,
      );
    }
    let field: string | undefined;
    try {
      field = findNul(parsed);
    } catch (err) {
      return done(err as Error, undefined);
    }
    if (field !== undefined)
      return done(
        new AppError(400, 'validation_failed', `${field} contains a NUL character`, [
          { field, message: 'Contains a NUL character' },
        ]),
        undefined,
      );
    done(null, parsed);
  });
}

/** preValidation: a NUL character anywhere in the body is a 400 naming the field, never a database error. */
export async function rejectNul(req: FastifyRequest) {
  const field = findNul(req.body);
  if (field) throw badRequest(field, 'Must not contain a NUL character');
}
