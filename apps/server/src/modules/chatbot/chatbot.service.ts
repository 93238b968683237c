import type { ChatMessage, Citation, SearchHit, User } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import { searchKnowledge } from '../support/knowledge.ts';
import * as support from '../support/support.service.ts';
import { lastInvoice, myPlan } from './account-answers.ts';
import * as repo from './chatbot.repository.ts';
import { llmConfigured, streamChat, type LlmMessage } from './llm-provider.ts';
import { brightestStar, findBody, issPasses, whereIsBody, type Answer, type Site } from './sky-answers.ts';

type Asker = Pick<User, 'id' | 'role' | 'firstName' | 'lastName' | 'email'>;

/** Below this BM25 score a match is a coincidence of words, not an answer (calibrated on the fixed question set). */
export const MIN_SCORE = 4;
const UNKNOWN: Answer = {
  content: "I don't know the answer to that. I can open a support ticket with this conversation attached, so a person from the support team can help.",
  citations: [{ kind: 'ticket', title: 'Contact Support', href: '/support' }],
  offerTicket: true,
};

async function siteOf(ctx: AppContext, userId: string): Promise<Site | null> {
  const u = (await ctx.db.query<{ latitude: number | null; longitude: number | null }>('SELECT latitude, longitude FROM users WHERE id = $1', [userId]))[0];
  return u && u.latitude !== null && u.longitude !== null ? { lat: u.latitude, lon: u.longitude } : null;
}

/** Tools: live sky and the asker's own account. Undefined when the question is for retrieval. */
async function toolAnswer(ctx: AppContext, user: Asker, text: string, now: Date): Promise<Answer | undefined> {
  const t = text.toLowerCase();
  if (/\b(iss|space station)\b/.test(t) && /\b(pass|passes|over|see|visible|when|overhead)\b/.test(t)) return issPasses(ctx.db, await siteOf(ctx, user.id), now);
  if (/\bbrightest\b.*\bstar\b|\bstar\b.*\bbrightest\b/.test(t)) return brightestStar(await siteOf(ctx, user.id), now);
  if (/\b(where|position|locat\w*)\b/.test(t)) {
    const body = findBody(t);
    if (body) return whereIsBody(body, await siteOf(ctx, user.id), now);
  }
  if (/\binvoice|\bbill(ed|ing)?\b|\bcharged?\b/.test(t) && /\b(my|last|latest|recent)\b/.test(t)) return lastInvoice(ctx.db, user.id);
  if (/\b(what|which)\b.*\b(plan|subscription)\b.*\b(am i|i am|i'm|do i have|i have)\b|\b(what|which)\b.*\bmy (current )?(plan|subscription)\b\s*\??$/.test(t)) return myPlan(ctx.db, user.id);
  if (/^(hi|hello|hey|thanks|thank you)\b[!. ]*$/.test(t.trim()))
    return { content: 'Hello! Ask me about plans, data updates, exports, the sky right now, or your account.', citations: [{ kind: 'doc', title: 'Documentation', href: '/documentation' }] };
  return undefined;
}

const cite = (h: SearchHit): Citation => ({ kind: h.kind, title: h.title, href: h.href });

function retrievalAnswer(hits: SearchHit[]): Answer {
  const top = hits[0];
  if (!top || top.score < MIN_SCORE) return UNKNOWN;
  const used = hits.filter((h, i) => i === 0 || (h.score >= top.score * 0.75 && i < 3));
  const parts = used.map((h) => (h.kind === 'faq' ? h.snippet : `${h.title}: ${h.snippet}`));
  return { content: parts.join('\n\n'), citations: used.map(cite) };
}

function llmMessages(history: ChatMessage[], question: string, context: { hits: SearchHit[]; tool?: Answer }): LlmMessage[] {
  const sources = [
    ...(context.tool ? [`[tool] ${context.tool.content}`] : []),
    ...context.hits.slice(0, 5).map((h, i) => `[${i + 1}] ${h.title} (${h.href}): ${h.snippet}`),
  ];
  const system = `You are the Cosmos portal assistant. Answer only from the sources below; if they do not contain the answer, say you do not know and offer to open a support ticket. Be brief.\n\nSources:\n${sources.join('\n') || '(none)'}`;
  return [{ role: 'system', content: system }, ...history.slice(-10).map((m) => ({ role: m.role, content: m.content })), { role: 'user', content: question }];
}

/**
 * Answers one message and stores both sides. Built-in: tools first, then BM25 retrieval over the FAQ,
 * docs and plans; unknown offers a ticket. With LLM_BASE_URL + LLM_API_KEY the same context goes to
 * the model and its reply is streamed through `onDelta`; if the model fails, the built-in answer is used.
 */
export async function reply(ctx: AppContext, user: Asker, message: string, onDelta?: (t: string) => void, now = new Date()): Promise<ChatMessage> {
  const history = await repo.recent(ctx.db, user.id, 10);
  await repo.append(ctx.db, user.id, { role: 'user', content: message });
  const tool = await toolAnswer(ctx, user, message, now);
  const hits = tool ? [] : await searchKnowledge(ctx, message, 5);
  let answer = tool ?? retrievalAnswer(hits);
  if (llmConfigured(ctx.config)) {
    try {
      const content = await streamChat(ctx.config, llmMessages(history, message, { hits: hits.filter((h) => h.score >= MIN_SCORE), tool }), onDelta);
      if (content.trim()) answer = { content: content.trim(), citations: answer.citations, offerTicket: answer.offerTicket };
    } catch (err) {
      ctx.log.warn({ err: (err as Error).message }, 'LLM provider failed; built-in answer used');
      onDelta?.(answer.content);
    }
  } else {
    onDelta?.(answer.content);
  }
  return repo.append(ctx.db, user.id, { role: 'assistant', content: answer.content, citations: answer.citations, offerTicket: answer.offerTicket ?? false });
}

export const conversation = async (ctx: AppContext, userId: string) => ({ messages: await repo.recent(ctx.db, userId, 50) });
export const clearConversation = (ctx: AppContext, userId: string) => repo.clear(ctx.db, userId);

/** Hands the conversation to a person: a ticket whose description is the transcript. */
export async function ticketFromConversation(ctx: AppContext, user: Asker, subject?: string) {
  const messages = await repo.recent(ctx.db, user.id, 30);
  if (messages.length === 0) throw badRequest('conversation', 'There is no conversation to attach');
  const lastQuestion = [...messages].reverse().find((m) => m.role === 'user')?.content ?? 'Question from the assistant';
  const transcript = messages.map((m) => `${m.role === 'user' ? 'Me' : 'Assistant'} (${m.createdAt}): ${m.content}`).join('\n\n');
  return support.create(
    ctx,
    user,
    { subject: (subject ?? `Assistant: ${lastQuestion}`).slice(0, 200), description: `Conversation with the assistant:\n\n${transcript}`.slice(0, 5000), category: 'general', priority: 'normal' },
    'chatbot',
  );
}
