/** Placeholder until the coverage step: the question is understood, the answer says it cannot tell yet. */
import { t } from '../../../lib/i18n/index.ts';
import type { Tool } from './types.ts';

export const catalogueTool: Tool = (env) => ({
  content: `${t(env.lang, 'assistant.dontKnow')} ${t(env.lang, 'assistant.offerTicket')}`,
  citations: [{ kind: 'ticket', title: 'Contact Support', href: '/support' }],
  offerTicket: true,
  facts: {},
});
