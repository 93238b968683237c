/**
 * Optional language-model provider (OpenAI-compatible `/chat/completions` with function calling).
 * The model sees one function per source — the same tools the built-in assistant uses — and may
 * only state what those functions returned: a reply that names a number no tool returned, or that
 * used no tool at all, is discarded for the built-in answer (see `groundedIn`).
 */
import { AssistantQuery } from '@cosmos/contracts';
import { z } from 'zod';
import type { Config } from '../../config.ts';

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: LlmToolCall[];
  tool_call_id?: string;
}
export interface LlmToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export const llmConfigured = (c: Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY'>) =>
  Boolean(c.LLM_BASE_URL && c.LLM_API_KEY);

/**
 * One function: the model fills the same typed query the built-in understanding layer fills
 * (@cosmos/contracts AssistantQuery), and the portal answers it. Its JSON Schema is the zod schema's.
 */
const { $schema: _drop, ...QUERY_SCHEMA } = z.toJSONSchema(AssistantQuery, { io: 'input' });
export const QUERY_FUNCTION = 'portal_query';
export const LLM_FUNCTIONS = [
  {
    type: 'function' as const,
    function: {
      name: QUERY_FUNCTION,
      description:
        "Answers one question from the portal's own data, for the signed-in user: plans and prices; the user's plan, renewal, invoices, API keys, usage and tickets (their own only); how-to documentation; the sky from the user's place (where an object is and in which constellation, rise/set, Moon phases (the current one and the next), eclipses, oppositions, conjunctions, meteor showers (peak, rate, radiant), satellite passes and whether they are visible, visible passes of a satellite group such as Starlink, what is up tonight, the brightest planet); launches (next or last, by rocket or provider), re-entries (recent and predicted), catalogue counts (by group, owner, type), close approaches of a satellite; the VR experiences; the weather forecast at the user's place. Requests for other users' data are privacy.others; requests to change something are action.request (the chat changes nothing). Put the intent, the objects named, the time asked about (ISO 8601), and the question's language.",
      parameters: QUERY_SCHEMA,
    },
  },
];

export const SYSTEM_PROMPT =
  "You are the Cosmos portal assistant. Call portal_query for every question and answer only with facts the functions returned, in complete sentences; keep the dates, times and units exactly as returned. If the functions do not answer the question, say you don't know and offer to open a support ticket.";

type ToolCallPiece = {
  index?: number;
  id?: string;
  type?: 'function';
  function?: { name?: string; arguments?: string };
};
interface StreamChunk {
  choices?: { delta?: { content?: string | null; tool_calls?: ToolCallPiece[] }; message?: LlmMessage }[];
}

/**
 * One completion, streamed (`stream: true`): `onContent` gets each piece of the reply as the provider
 * sends it, and tool calls are put together from their fragments. A provider that ignores `stream`
 * and answers with one JSON body is read the same way (one piece). Times out after 30 s.
 */
export async function complete(
  config: Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL'>,
  messages: LlmMessage[],
  onContent?: (piece: string) => void,
): Promise<{ content: string | null; toolCalls: LlmToolCall[] }> {
  const url = `${config.LLM_BASE_URL!.replace(/\/+$/, '')}/chat/completions`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${config.LLM_API_KEY}` },
    body: JSON.stringify({
      model: config.LLM_MODEL,
      messages,
      tools: LLM_FUNCTIONS,
      tool_choice: 'auto',
      temperature: 0,
      stream: true,
    }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`LLM provider answered ${res.status}`);
  if (!(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const body = (await res.json()) as StreamChunk;
    const m = body.choices?.[0]?.message;
    if (!m) throw new Error('LLM provider answered without a message');
    if (m.content) onContent?.(m.content);
    return { content: m.content ?? null, toolCalls: m.tool_calls ?? [] };
  }
  let content: string | null = null;
  const calls: LlmToolCall[] = [];
  const take = (chunk: StreamChunk) => {
    const d = chunk.choices?.[0]?.delta;
    if (!d) return;
    if (d.content) {
      content = (content ?? '') + d.content;
      onContent?.(d.content);
    }
    for (const piece of d.tool_calls ?? []) {
      const i = piece.index ?? calls.length;
      const call = (calls[i] ??= { id: '', type: 'function', function: { name: '', arguments: '' } });
      if (piece.id) call.id = piece.id;
      if (piece.function?.name) call.function.name += piece.function.name;
      if (piece.function?.arguments) call.function.arguments += piece.function.arguments;
    }
  };
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return { content, toolCalls: calls.filter(Boolean) };
      take(JSON.parse(data) as StreamChunk);
    }
  }
  return { content, toolCalls: calls.filter(Boolean) };
}

/**
 * Numbers as written in any of the answer languages: "29.99", "29,99", "1,234", "1.234", "384 400" (French
 * groups with a narrow no-break space), and clock times "21:58".
 */
const NUMBER = /\d+(?:[.,:]\d+|[ \u00a0\u202f]\d{3}(?!\d))*/g;

/**
 * The values a written number can mean: a comma or a point is a decimal mark or a thousands separator
 * depending on the language, so "1.234" is 1234 in German and 1.234 in English. Times keep their text.
 */
export function numberValues(token: string): string[] {
  if (token.includes(':')) return [token];
  const plain = token.replace(/[ \u00a0\u202f]/g, '');
  const out = new Set<string>();
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+(?:\.\d+)?$/.test(plain)) out.add(String(Number(plain.replace(/,/g, ''))));
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$|^\d+(?:,\d+)?$/.test(plain))
    out.add(String(Number(plain.replace(/\./g, '').replace(',', '.'))));
  return [...out];
}

/**
 * True when every number in `reply` appears in what the tools returned (so nothing was made up): as the
 * same text, or as the same value written the way another language writes it (a model answering in
 * English from a Spanish tool output may write "29.99" for "29,99").
 */
export function groundedIn(reply: string, toolOutputs: string[]): boolean {
  const source = toolOutputs.join('\n');
  const known = new Set((source.match(NUMBER) ?? []).flatMap(numberValues));
  const found = (n: string) => source.includes(n) || numberValues(n).some((v) => known.has(v));
  // "3 400" may also be two numbers ("3 400-km orbits"): each part found is enough.
  return (reply.match(NUMBER) ?? []).every((n) => found(n) || n.split(/[ \u00a0\u202f]/).every(found));
}
