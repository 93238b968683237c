import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';

/**
 * Rejects query parameters the schema does not name (a misspelt filter would otherwise be ignored
 * silently and answer the whole catalogue): 400 naming the parameter.
 */
export function onlyKnownParameters(schema: z.ZodObject) {
  const known = new Set(Object.keys(schema.shape));
  return async (req: FastifyRequest) => {
    for (const key of Object.keys((req.query ?? {}) as object)) {
      if (!known.has(key))
        throw badRequest(key, `unknown parameter '${key.slice(0, 40)}'; known: ${[...known].join(', ')}`);
    }
  };
}
