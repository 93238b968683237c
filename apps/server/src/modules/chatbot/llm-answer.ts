/** The LLM path: the model picks tools (one per source), we run them for the asker, and keep a grounded reply. */
import type { ChatMessage, Citation } from '@cosmos/contracts';
import { classify, type Intent, type TurnContext } from './classifier.ts';
import { complete, groundedIn, SYSTEM_PROMPT, type LlmMessage } from './llm-provider.ts';
import { TOOLS } from './assistant.ts';
import { GroundedStream, type LlmStream } from './grounded-stream.ts';
import { toEnglishPhrasing } from './multilingual.ts';
import { portalLinksOnly } from './portal-links.ts';
import type { ToolEnv } from './tools/types.ts';

const FUNCTION_INTENT: Record<string, Exclude<Intent, 'unknown' | 'smalltalk'>> = {
  plans: 'plans',
  my_account: 'account',
  my_tickets: 'tickets',
  docs: 'howto',
  sky: 'sky',
};
const FALLBACK_TOPIC = {
  plans: 'plans.list',
  account: 'account.summary',
  tickets: 'tickets.list',
  howto: 'howto',
  sky: 'sky.where',
} as const;
const MAX_ROUNDS = 3;
/** At most this many function calls run in one turn, however many the model asks for (one per source is plenty). */
export const MAX_TOOL_CALLS_PER_TURN = 6;

/** Runs one function call: the question is classified as usual, then held to the function's source. */
async function runFunction(env: ToolEnv, name: string, rawArgs: string, previous?: TurnContext) {
  // Own properties only: a function named "constructor" or "__proto__" is not one of ours.
  const intent = Object.hasOwn(FUNCTION_INTENT, name) ? FUNCTION_INTENT[name] : undefined;
  if (!intent) return { output: JSON.stringify({ error: `unknown function ${name}` }), citations: [] as Citation[] };
  let q = '';
  try {
    q = String((JSON.parse(rawArgs) as { question?: unknown }).question ?? '');
  } catch {
    // Malformed arguments: an empty question still lets the tool answer in general terms.
  }
  let c = classify(q, previous);
  if (c.intent !== intent) c = { ...c, intent, topic: FALLBACK_TOPIC[intent] };
  const r = await TOOLS[intent](env, c);
  return {
    output: JSON.stringify({ answer: r.content, facts: r.facts, sources: r.citations.map((x) => x.href) }),
    citations: r.citations,
  };
}

export async function answerWithLlm(
  env: ToolEnv,
  history: ChatMessage[],
  question: string,
  previous?: TurnContext,
  stream?: LlmStream,
): Promise<{ content: string; citations: Citation[]; streamed: boolean } | null> {
  // A question in Spanish, French or German gets tool output in that language, whatever the Settings say.
  const asked = toEnglishPhrasing(question).lang;
  if (asked) env = { ...env, lang: asked };
  const messages: LlmMessage[] = [
    { role: 'system', content: `${SYSTEM_PROMPT} The user's time zone is ${env.tz}.` },
    ...history.slice(-10, -1).map((m) => ({ role: m.role, content: m.content })),
    { role: 'user', content: question },
  ];
  const outputs: string[] = [];
  const citations: Citation[] = [];
  const gate = stream
    ? new GroundedStream(stream, outputs, (t) => portalLinksOnly(t, env.ctx.config.PUBLIC_URL))
    : null;
  let calls = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    gate?.startRound();
    const r = await complete(env.ctx.config, messages, gate ? (piece) => gate.push(piece) : undefined);
    if (r.toolCalls.length === 0) {
      const content = r.content?.trim() ?? '';
      // No tool, no facts: only a reply grounded in tool output is kept.
      if (!content || outputs.length === 0 || !groundedIn(content, outputs)) {
        gate?.abandon();
        return null;
      }
      gate?.finish();
      return { content: portalLinksOnly(content, env.ctx.config.PUBLIC_URL), citations, streamed: gate !== null };
    }
    gate?.abandon(); // text said before calling a tool is not the answer
    messages.push({ role: 'assistant', content: r.content ?? null, tool_calls: r.toolCalls });
    for (const call of r.toolCalls) {
      if (++calls > MAX_TOOL_CALLS_PER_TURN) {
        // Every call still needs an answer for the conversation to stay valid; past the cap it is a refusal.
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify({ error: 'too many calls' }) });
        continue;
      }
      const { output, citations: cs } = await runFunction(env, call.function.name, call.function.arguments, previous);
      outputs.push(output);
      for (const c of cs) if (!citations.some((x) => x.href === c.href)) citations.push(c);
      messages.push({ role: 'tool', tool_call_id: call.id, content: output });
    }
  }
  gate?.abandon();
  return null;
}
