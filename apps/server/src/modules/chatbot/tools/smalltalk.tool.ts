import { t } from '../../../lib/i18n/index.ts';
import type { Tool } from './types.ts';

const DOCS = { kind: 'doc' as const, title: 'Documentation', href: '/documentation' };
export const smalltalkTool: Tool = ({ lang }, q) => {
  const can = t(lang, 'assistant.can');
  switch (q.topic) {
    case 'smalltalk.greeting':
      return { content: t(lang, 'assistant.hello', { can }), citations: [DOCS], facts: {} };
    case 'smalltalk.thanks':
      return { content: t(lang, 'assistant.thanks'), citations: [], facts: {} };
    case 'smalltalk.capabilities':
      return {
        content: t(lang, 'assistant.whoAmI', { can }),
        citations: [DOCS],
        facts: {},
      };
    default:
      return {
        content: t(lang, 'assistant.outOfScope', { can }),
        citations: [{ kind: 'ticket', title: 'Contact Support', href: '/support' }],
        offerTicket: true,
        facts: {},
      };
  }
};
