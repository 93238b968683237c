import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

/**
 * Responses are serialised from the route's zod schema compiled once to JSON Schema and then to
 * fast-json-stringify: it writes only the properties the schema names (the whitelist habit) and is
 * an order of magnitude faster than validating every response with zod, which matters for
 * 500-object sky pages and the hot authenticated routes. Schemas JSON Schema cannot express fall
 * back to JSON.stringify after a zod parse.
 */
function compile(schema: z.ZodType): Serializer {
  try {
    const json = z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'throw' }) as Record<
      string,
      unknown
    >;
    delete json.$schema;
    const stringify = fastJson(json as never) as Serializer;
    return (data: unknown) => stringify(data);
  } catch {
    return (data: unknown) => JSON.stringify(schema.parse(data));
  }
}

/**
 * Compiled on a route's first answer, not at start: compiling every route's schemas up front was
 * about a tenth of the start-up time, and most routes of a given process never answer.
 */
export const serializerCompiler = ({ schema }: { schema: unknown }): Serializer => {
  if (!(schema instanceof z.ZodType)) return (data: unknown) => JSON.stringify(data);
  let serialize: Serializer | undefined;
  return (data: unknown) => (serialize ??= compile(schema))(data);
};
