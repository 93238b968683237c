import { z } from 'zod';
import { PlanId } from './billing.ts';

export const TicketStatus = z.enum(['open', 'pending', 'resolved', 'closed']);
export type TicketStatus = z.infer<typeof TicketStatus>;
export const TicketPriority = z.enum(['low', 'normal', 'high', 'urgent']);
export type TicketPriority = z.infer<typeof TicketPriority>;
export const TicketCategory = z.enum(['general', 'technical', 'billing', 'account', 'feature', 'bug']);
export type TicketCategory = z.infer<typeof TicketCategory>;

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` });

/** What the Contact Support form (and the chatbot's hand-off) sends. */
export const CreateTicketBody = z.object({
  subject: text('Subject', 200),
  description: text('Description', 5000),
  category: TicketCategory.default('general'),
  priority: TicketPriority.default('normal'),
  contactName: z.string().trim().max(100).optional(),
  contactEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ message: 'Enter a valid email address' }))
    .optional(),
});
export type CreateTicketBody = z.input<typeof CreateTicketBody>;

export const TicketMessage = z.object({
  id: z.string(),
  ticketId: z.string(),
  authorRole: z.enum(['customer', 'agent', 'system']),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof TicketMessage>;

export const Ticket = z.object({
  id: z.string(),
  number: z.number().int(),
  subject: z.string(),
  description: z.string(),
  category: TicketCategory,
  priority: TicketPriority,
  status: TicketStatus,
  ownerId: z.string(),
  ownerName: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  messageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The plan the ticket was filed under: it sets the first-response target (null for tickets from before targets). */
  supportPlan: PlanId.nullable(),
  firstResponseDueAt: z.string().nullable(),
  firstRespondedAt: z.string().nullable(),
  /** on_track; at_risk when under a quarter of the target is left; breached; met; none without a target. */
  sla: z.enum(['on_track', 'at_risk', 'breached', 'met', 'none']),
  /** The Enterprise team's dedicated agent the ticket was routed to first (null when none). */
  assignedAgent: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
});
export type Ticket = z.infer<typeof Ticket>;

export const TicketDetail = Ticket.extend({ messages: z.array(TicketMessage) });
export type TicketDetail = z.infer<typeof TicketDetail>;

export const TicketListQuery = z.object({
  /** `mine` (default for everyone) or `all` (the agents' queue; agents and admins only). */
  scope: z.enum(['mine', 'all']).default('mine'),
  status: TicketStatus.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const TicketReplyBody = z.object({ body: text('Message', 5000) });
export const TicketStatusBody = z.object({ status: TicketStatus });

/** Socket payload of `supportTicketUpdate`: the ticket as it is now, and what changed. */
export const SupportTicketUpdate = z.object({
  kind: z.enum(['created', 'message', 'status']),
  ticket: Ticket,
  message: TicketMessage.optional(),
});
export type SupportTicketUpdate = z.infer<typeof SupportTicketUpdate>;

export const SearchHit = z.object({
  kind: z.enum(['faq', 'doc', 'plan']),
  id: z.string(),
  title: z.string(),
  snippet: z.string(),
  href: z.string(),
  score: z.number(),
});
export type SearchHit = z.infer<typeof SearchHit>;

/** GET /api/support/sla-stats (admins): first-response and resolution times per plan over the last `days`. */
export const SlaStatsQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
export const SlaPlanStats = z.object({
  planId: PlanId,
  targetHours: z.number(),
  tickets: z.number().int(),
  answered: z.number().int(),
  answeredWithinTarget: z.number().int(),
  medianFirstResponseMinutes: z.number().nullable(),
  resolved: z.number().int(),
  medianResolutionHours: z.number().nullable(),
});
export const SlaStats = z.object({ days: z.number().int(), plans: z.array(SlaPlanStats) });
export type SlaStats = z.infer<typeof SlaStats>;

/**
 * Inbound support mail, as the mail provider posts it to POST /api/support/inbound-email: the sender ("Name <a@b>" or
 * a bare address), the recipients (a ticket's support+t<number>.<tag>@… address makes it a reply), subject and text.
 */
export const InboundEmailBody = z.object({
  from: z.string().trim().min(3).max(320),
  to: z.string().trim().min(3).max(2000),
  subject: z.string().trim().max(998).default(''),
  text: z.string().max(50_000),
  /** The provider's verdict: the From domain passed SPF or DKIM in alignment (DMARC). Unverified mail is refused. */
  senderVerified: z.boolean(),
  /** The mail carried `Auto-Submitted` other than `no` (an out-of-office answer): accepted and dropped. */
  autoSubmitted: z.boolean().default(false),
  /**
   * The Message-ID header. A provider that retries (or an attacker replaying a webhook) posts the same mail again:
   * the second time it is not added, and the answer is `duplicate` with the first delivery's ticket.
   */
  messageId: z
    .string()
    .trim()
    .max(998)
    .transform((v) => v.replace(/^<(.*)>$/, '$1').trim())
    .pipe(z.string().min(1, { message: 'Message-ID is empty' }))
    .optional(),
});
export type InboundEmailBody = z.input<typeof InboundEmailBody>;

export const InboundEmailResult = z.object({
  outcome: z.enum(['created', 'replied', 'ignored', 'duplicate']),
  ticketId: z.string().nullable(),
  ticketNumber: z.number().int().nullable(),
});
export type InboundEmailResult = z.infer<typeof InboundEmailResult>;

/** How to reach support by email (GET /api/support/channels): the address, and whether mail to it opens tickets. */
export const SupportChannels = z.object({ email: z.string(), inboundEmail: z.boolean() });
export type SupportChannels = z.infer<typeof SupportChannels>;
