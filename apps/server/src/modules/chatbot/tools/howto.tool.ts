/** How-to answers from the documentation index: the best section's steps, its page link and the control to use. */
import { searchKnowledgeFull as searchKnowledge } from '../../support/knowledge.ts';
import { t } from '../../../lib/i18n/index.ts';
import type { Tool } from './types.ts';

/**
 * Below these scores a hit shares only a common word with the question. Calibrated on the
 * evaluation set: real how-to questions score 28 and up, off-topic ones 6 or less.
 */
export const MIN_HOWTO_SCORE = 10;
/** A question no pattern recognised must match the documentation more clearly still. */
export const MIN_UNKNOWN_SCORE = 15;

export const howtoTool: Tool = async (env, q) => {
  const hits = await searchKnowledge(env.ctx, q.normalized, 5);
  const top = hits[0];
  if (!top || top.score < (q.intent === 'unknown' ? MIN_UNKNOWN_SCORE : MIN_HOWTO_SCORE)) {
    const lead = t(env.lang, q.intent === 'unknown' ? 'assistant.dontKnow' : 'assistant.dontKnowHow');
    return {
      content: `${lead} ${t(env.lang, 'assistant.offerTicket')}`,
      citations: [{ kind: 'ticket', title: 'Contact Support', href: '/support' }],
      offerTicket: true,
      facts: {},
    };
  }
  const content = top.answer;
  return {
    content,
    citations: hits
      .filter((h, i) => i === 0 || (i < 3 && h.score >= top.score * 0.6 && h.href !== top.href))
      .map((h) => ({ kind: h.kind, title: h.title, href: h.href })),
    facts: { source: top.title, href: top.href, text: top.answer },
  };
};
