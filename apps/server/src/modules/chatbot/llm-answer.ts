/** The LLM path: the model picks tools (one per source), we run them for the asker, and keep a grounded reply. */
import { AssistantQuery, type ChatMessage, type Citation } from '@cosmos/contracts';
import { complete, groundedIn, QUERY_FUNCTION, SYSTEM_PROMPT, type LlmMessage } from './llm-provider.ts';
import { runQuery } from './query.ts';
import { TOOLS } from './assistant.ts';
import { GroundedStream, type LlmStream } from './grounded-stream.ts';
import { questionLanguage } from './nlu/understanding.ts';
import { portalLinksOnly } from './portal-links.ts';
import type { ToolEnv } from './tools/types.ts';

const MAX_ROUNDS = 3;
/** At most this many function calls run in one turn, however many the model asks for. */
export const MAX_TOOL_CALLS_PER_TURN = 6;

/**
 * Runs one function call: the model's typed query is validated and answered as it stands (nothing
 * re-reads the words to second-guess it). Unknown functions and invalid queries get an error the
 * model can correct.
 */
async function runFunction(env: ToolEnv, name: string, rawArgs: string) {
  const none = [] as Citation[];
  // Own properties only: a function named "constructor" or "__proto__" is not one of ours.
  if (!Object.hasOwn(FUNCTIONS, name))
    return { output: JSON.stringify({ error: `unknown function ${name}` }), citations: none };
  let args: unknown;
  try {
    args = JSON.parse(rawArgs);
  } catch {
    return { output: JSON.stringify({ error: 'arguments are not JSON' }), citations: none };
  }
  const parsed = AssistantQuery.safeParse(args);
  if (!parsed.success)
    return {
      output: JSON.stringify({
        error: 'invalid query',
        issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      }),
      citations: none,
    };
  const r = await runQuery(env, parsed.data, TOOLS);
  return {
    output: JSON.stringify({ answer: r.content, facts: r.facts, sources: r.citations.map((x) => x.href) }),
    citations: r.citations,
  };
}
const FUNCTIONS: Record<string, true> = { [QUERY_FUNCTION]: true };

export async function answerWithLlm(
  env: ToolEnv,
  history: ChatMessage[],
  question: string,
  stream?: LlmStream,
): Promise<{ content: string; citations: Citation[]; streamed: boolean } | null> {
  // A question in Spanish, French or German gets tool output in that language, whatever the Settings say
  // (the Settings language is the prior). The model's query may still name its own language.
  env = { ...env, lang: await questionLanguage(question, env.lang) };
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
      const { output, citations: cs } = await runFunction(env, call.function.name, call.function.arguments);
      outputs.push(output);
      for (const c of cs) if (!citations.some((x) => x.href === c.href)) citations.push(c);
      messages.push({ role: 'tool', tool_call_id: call.id, content: output });
    }
  }
  gate?.abandon();
  return null;
}
