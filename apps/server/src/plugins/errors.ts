import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';
import { hasKey, msg, t, type Lang, type Msg } from '../lib/i18n/index.ts';
import { localizeIssue, localizeMessage } from '../lib/i18n/problem-text.ts';
import { type ErrorCode, type FrameworkErrorCode } from '@cosmos/contracts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The language problem texts are written in for this request (app.ts passes the resolver in). */
    problemLanguage: (req: FastifyRequest) => Promise<Lang>;
  }
}

/** Status titles by code; the catalogue's `titles.other` for the rest. */
const titleOf = (lang: Lang, status: number) =>
  hasKey(`titles.${status}`) ? t(lang, `titles.${status}`) : t(lang, 'titles.other');

async function languageOf(reply: FastifyReply, req: FastifyRequest): Promise<Lang> {
  try {
    return (await reply.server.problemLanguage?.(req)) ?? 'en';
  } catch {
    return 'en';
  }
}

/**
 * Answers problem+json in the request's language (the user's Settings language, or Accept-Language when
 * anonymous): the title by status, the detail and each `errors[].message` when the catalogue knows them
 * (lib/i18n/problem-text.ts). `detail` may be a catalogue Msg. `code` and `errors[].field` never change.
 */
export async function sendProblem(
  reply: FastifyReply,
  req: FastifyRequest,
  status: number,
  code: ErrorCode | FrameworkErrorCode,
  detail: string | Msg,
  extra: Record<string, unknown> & { errors?: FieldError[] } = {},
) {
  const lang = await languageOf(reply, req);
  const errors = extra.errors?.map((e) => ({ ...e, message: localizeMessage(lang, e.message) }));
  return reply
    .code(status)
    .type('application/problem+json')
    .header('content-language', lang)
    .send({
      type: `about:blank#${code}`,
      title: titleOf(lang, status),
      status,
      detail: typeof detail === 'string' ? localizeMessage(lang, detail) : t(lang, detail.key, detail.vars),
      code,
      instance: req.url.split('?')[0],
      requestId: req.id,
      ...extra,
      ...(errors ? { errors } : {}),
    });
}

type FieldError = { field: string; message: string };
const textIn = async (reply: FastifyReply, req: FastifyRequest, key: string) => t(await languageOf(reply, req), key);

type Issue = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } } & Record<string, unknown>;
};

function fieldErrors(lang: Lang, validation: Issue[], context: string | undefined) {
  return validation.map((v) => {
    const path = v.params?.issue?.path ?? (v.instancePath ?? '').split('/').filter(Boolean);
    const field = path.length ? path.map(String).join('.') : (context ?? 'body');
    const message = v.params?.issue?.message ?? v.message ?? 'Invalid value';
    // The zod issue: whole under params.issue, or spread as keyword (its code) and params (the rest).
    const issue = v.params?.issue ?? { ...v.params, code: v.keyword };
    return { field, message: localizeIssue(lang, issue as Record<string, unknown>, message) };
  });
}

/** One error shape for every answer: RFC 9457 problem+json; 5xx details are logged, never sent. */
export function registerErrorHandling(
  app: FastifyInstance,
  problemLanguage: (req: FastifyRequest) => Promise<Lang> = async () => 'en',
) {
  app.decorate('problemLanguage', problemLanguage);
  app.setErrorHandler(async (err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return sendProblem(reply, req, err.status, err.code, err.message, err.errors ? { errors: err.errors } : {});
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const lang = await languageOf(reply, req);
      const errors = fieldErrors(lang, err.validation as unknown as Issue[], err.validationContext);
      const detail = msg('errors.invalidFields', {
        fields: errors.map((e) => e.field).join(', '),
        message: errors[0]?.message ?? t(lang, 'errors.known.invalidValue'),
      });
      // Already in `lang`: sendProblem's pass over errors[] finds nothing more to translate.
      return sendProblem(reply, req, 400, 'validation_failed', detail, { errors });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendProblem(reply, req, 413, 'body_too_large', msg('errors.bodyTooLarge'));
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return sendProblem(reply, req, 415, 'unsupported_media_type', msg('errors.unsupportedMediaType'));
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      return sendProblem(reply, req, 400, 'validation_failed', msg('errors.emptyBody'), {
        errors: [{ field: 'body', message: await textIn(reply, req, 'errors.bodyRequired') }],
      });
    if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendProblem(reply, req, 400, 'malformed_body', msg('errors.malformedBody'), {
        errors: [{ field: 'body', message: await textIn(reply, req, 'errors.malformedJson') }],
      });
    }
    // Text PostgreSQL cannot store (e.g. NUL in a query string): the client's input, not our fault.
    const pgCode = (err as { code?: string }).code;
    if (pgCode === '22021' || pgCode === '22P05')
      return sendProblem(reply, req, 400, 'validation_failed', msg('errors.unstorable'));
    // A unique index lost a race that a prior existence check could not see (two requests at once): a conflict, not a crash.
    if (pgCode === '23505') return sendProblem(reply, req, 409, 'conflict', msg('errors.raceConflict'));
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429 && err.message)
        return sendProblem(reply, req, 429, 'rate_limited', msg('errors.tooManyRequests'));
      return sendProblem(
        reply,
        req,
        status,
        (err.code?.toLowerCase() as FrameworkErrorCode) ?? 'bad_request',
        err.message,
      );
    }
    req.log.error({ err }, 'unhandled error');
    return sendProblem(reply, req, 500, 'internal_error', msg('errors.internal'));
  });
}
