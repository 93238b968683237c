import { z } from 'zod';

/** RFC 9457 problem details, the one error shape of every API answer. */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  code: z.string().optional(),
  requestId: z.string().optional(),
  /** Field-level reasons for a 400: `{ field: 'email', message: '...' }`. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof Problem>;

export const IdParam = z.object({ id: z.string().min(1).max(128) });

export const Page = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const Ok = z.object({ ok: z.literal(true) });
