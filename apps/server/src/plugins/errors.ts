import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function sendProblem(
  reply: FastifyReply,
  req: FastifyRequest,
  status: number,
  code: string,
  detail: string,
  extra: Record<string, unknown> = {},
) {
  return reply
    .code(status)
    .type('application/problem+json')
    .send({
      type: `about:blank#${code}`,
      title: TITLES[status] ?? 'Error',
      status,
      detail,
      code,
      instance: req.url.split('?')[0],
      requestId: req.id,
      ...extra,
    });
}

type Issue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
};

function fieldErrors(validation: Issue[], context: string | undefined) {
  return validation.map((v) => {
    const path = v.params?.issue?.path ?? (v.instancePath ?? '').split('/').filter(Boolean);
    const field = path.length ? path.map(String).join('.') : (context ?? 'body');
    return { field, message: v.params?.issue?.message ?? v.message ?? 'Invalid value' };
  });
}

/** One error shape for every answer: RFC 9457 problem+json; 5xx details are logged, never sent. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return sendProblem(reply, req, err.status, err.code, err.message, err.errors ? { errors: err.errors } : {});
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = fieldErrors(err.validation as unknown as Issue[], err.validationContext);
      const detail = `Invalid ${errors.map((e) => e.field).join(', ')}: ${errors[0]?.message ?? 'invalid value'}`;
      return sendProblem(reply, req, 400, 'validation_failed', detail, { errors });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendProblem(reply, req, 413, 'body_too_large', 'The request body is too large');
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return sendProblem(reply, req, 415, 'unsupported_media_type', 'Unsupported content type');
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      return sendProblem(reply, req, 400, 'validation_failed', 'The JSON body is empty', {
        errors: [{ field: 'body', message: 'Body is required' }],
      });
    if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendProblem(reply, req, 400, 'malformed_body', 'The body is not valid JSON', {
        errors: [{ field: 'body', message: 'Malformed JSON' }],
      });
    }
    // Text PostgreSQL cannot store (e.g. NUL in a query string): the client's input, not our fault.
    const pgCode = (err as { code?: string }).code;
    if (pgCode === '22021' || pgCode === '22P05')
      return sendProblem(reply, req, 400, 'validation_failed', 'The request contains characters that cannot be stored');
    // A unique index lost a race that a prior existence check could not see (two requests at once): a conflict, not a crash.
    if (pgCode === '23505')
      return sendProblem(
        reply,
        req,
        409,
        'conflict',
        'This conflicts with a change made at the same moment. Reload and try again.',
      );
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429 && err.message)
        return sendProblem(reply, req, 429, 'rate_limited', 'Too many requests. Try again later.');
      return sendProblem(reply, req, status, err.code?.toLowerCase() ?? 'bad_request', err.message);
    }
    req.log.error({ err }, 'unhandled error');
    return sendProblem(
      reply,
      req,
      500,
      'internal_error',
      'Something went wrong on our side. The request id identifies it in our logs.',
    );
  });
}
