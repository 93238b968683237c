import type { Config } from '../../config.ts';

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export const llmConfigured = (c: Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY'>) => Boolean(c.LLM_BASE_URL && c.LLM_API_KEY);

/**
 * OpenAI-compatible chat completions with `stream: true`: reads the server-sent events and calls
 * `onDelta` for each content piece; resolves with the whole reply. Times out after 30 s.
 */
export async function streamChat(config: Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL'>, messages: LlmMessage[], onDelta?: (text: string) => void): Promise<string> {
  const url = `${config.LLM_BASE_URL!.replace(/\/+$/, '')}/chat/completions`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${config.LLM_API_KEY}` },
    body: JSON.stringify({ model: config.LLM_MODEL, messages, stream: true, temperature: 0.2 }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok || !res.body) throw new Error(`LLM provider answered ${res.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  let full = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return full;
      try {
        const piece = (JSON.parse(data) as { choices?: { delta?: { content?: string } }[] }).choices?.[0]?.delta?.content;
        if (piece) {
          full += piece;
          onDelta?.(piece);
        }
      } catch {
        // A malformed event is skipped; the rest of the stream still counts.
      }
    }
  }
  return full;
}
