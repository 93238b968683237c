import type { FastifyInstance } from 'fastify';
import sjson from 'secure-json-parse';

/**
 * JSON bodies parsed safely (no __proto__ pollution), and an empty JSON body read as "no body":
 * the spec's cancel call sends a JSON content type with nothing in it.
 */
export function registerJsonBody(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, sjson.parse(text, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      const err = Object.assign(new Error('Malformed JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
      done(err, undefined);
    }
  });
}
