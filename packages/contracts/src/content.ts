import { z } from 'zod';

export const Discovery = z.object({ id: z.string(), title: z.string(), description: z.string(), image: z.string(), icon: z.string(), date: z.string() });
export type Discovery = z.infer<typeof Discovery>;

export const Faq = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof Faq>;

export const SkyEvent = z.object({ id: z.string(), kind: z.enum(['event', 'update', 'alert']), title: z.string(), date: z.string(), detail: z.string() });
export type SkyEvent = z.infer<typeof SkyEvent>;

export const DocLink = z.object({ id: z.string(), title: z.string(), href: z.string(), summary: z.string(), body: z.string(), updatedAt: z.string() });
export type DocLink = z.infer<typeof DocLink>;
