import { z } from 'zod';

export const Citation = z.object({
  kind: z.enum(['faq', 'doc', 'plan', 'object', 'account', 'ticket']),
  title: z.string(),
  href: z.string(),
});
export type Citation = z.infer<typeof Citation>;

export const ChatMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  citations: z.array(Citation),
  /** True when the assistant did not know and offers to open a ticket with the conversation. */
  offerTicket: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatMessageBody = z.object({
  message: z
    .string({ message: 'Message is required' })
    .trim()
    .min(1, { message: 'Message is required' })
    .max(2000, { message: 'Message must be at most 2000 characters' }),
});

export const ChatConversation = z.object({ messages: z.array(ChatMessage) });
export type ChatConversation = z.infer<typeof ChatConversation>;

export const ChatTicketBody = z.object({ subject: z.string().trim().min(1).max(200).optional() });
