import type { ChatMessage } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import * as support from '../support/support.service.ts';
import { answer, toolEnv, type Answered } from './assistant.ts';
import type { TurnContext } from './classifier.ts';
import * as repo from './chatbot.repository.ts';
import { answerWithLlm } from './llm-answer.ts';
import { llmConfigured } from './llm-provider.ts';
import type { LlmStream } from './grounded-stream.ts';
import type { Asker, ForecastSource } from './tools/types.ts';
import type { SkyEngine } from '../../sky/engine.ts';

/**
 * Answers one message and stores both sides. The built-in assistant classifies and answers from a
 * tool; with LLM_BASE_URL + LLM_API_KEY the model answers through the same tools instead, and its
 * reply is kept only if grounded in what they returned (otherwise the built-in answer is used).
 */
export async function reply(
  ctx: AppContext,
  user: Asker,
  message: string,
  stream?: LlmStream,
  now = new Date(),
  engine?: SkyEngine,
  weather?: ForecastSource,
): Promise<ChatMessage> {
  const previous = (await repo.lastContext(ctx.db, user.id)) as TurnContext | undefined;
  await repo.append(ctx.db, user.id, { role: 'user', content: message });
  const env = { ...(await toolEnv(ctx, user, now)), engine, weather };
  let result: Answered = await answer(env, message, previous ?? undefined);
  let streamed = false;
  if (llmConfigured(ctx.config)) {
    // The model's reply reaches a streaming client piece by piece as the provider writes it.
    let sentSome = false;
    const pass: LlmStream | undefined = stream && {
      delta: (t) => {
        sentSome = true;
        stream.delta(t);
      },
      reset: () => {
        sentSome = false;
        stream.reset();
      },
    };
    try {
      const history = await repo.recent(ctx.db, user.id, 10);
      const llm = await answerWithLlm(env, history, message, pass);
      if (llm) {
        result = {
          ...result,
          content: llm.content,
          citations: llm.citations.length ? llm.citations : result.citations,
        };
        streamed = llm.streamed;
      }
    } catch (err) {
      ctx.log.warn({ err: (err as Error).message }, 'LLM provider failed; built-in answer used');
    }
    if (!streamed && sentSome) stream?.reset(); // a provider that failed mid-reply
  }
  // The built-in answer is complete at once: it goes out as one piece.
  if (!streamed) stream?.delta(result.content);
  return repo.append(ctx.db, user.id, {
    role: 'assistant',
    content: result.content,
    citations: result.citations,
    offerTicket: result.offerTicket ?? false,
    context: result.context,
  });
}

export const conversation = async (ctx: AppContext, userId: string) => ({
  messages: await repo.recent(ctx.db, userId, 50),
});
export const clearConversation = (ctx: AppContext, userId: string) => repo.clear(ctx.db, userId);

/** Hands the conversation to a person: a ticket whose description is the transcript. */
export async function ticketFromConversation(ctx: AppContext, user: Asker, subject?: string) {
  const messages = await repo.recent(ctx.db, user.id, 30);
  if (messages.length === 0) throw badRequest('conversation', 'There is no conversation to attach');
  const lastQuestion = [...messages].reverse().find((m) => m.role === 'user')?.content ?? 'Question from the assistant';
  const transcript = messages
    .map((m) => `${m.role === 'user' ? 'Me' : 'Assistant'} (${m.createdAt}): ${m.content}`)
    .join('\n\n');
  return support.create(
    ctx,
    user,
    {
      subject: (subject ?? `Assistant: ${lastQuestion}`).slice(0, 200),
      description: `Conversation with the assistant:\n\n${transcript}`.slice(0, 5000),
      category: 'general',
      priority: 'normal',
    },
    'chatbot',
  );
}
