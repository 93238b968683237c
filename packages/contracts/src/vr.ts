import { z } from 'zod';

export const VrScene = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  members: z.number().int(),
});
export type VrScene = z.infer<typeof VrScene>;
