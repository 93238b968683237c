import { Problem } from '@cosmos/contracts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Error responses for the OpenAPI document, all problem+json. */
export const problems = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, Problem])) as Record<number, typeof Problem>;
