import type { Tool } from './types.ts';

const DOCS = { kind: 'doc' as const, title: 'Documentation', href: '/documentation' };
const CAN =
  'I can tell you about the plans and their prices, your own subscription, invoices, API keys, usage and support tickets, how to do things in Cosmos, and the sky from your location: where an object is, distances, rise and set times, Moon phases, eclipses and satellite passes.';

export const smalltalkTool: Tool = (_env, q) => {
  switch (q.topic) {
    case 'smalltalk.greeting':
      return { content: `Hello! ${CAN}`, citations: [DOCS], facts: {} };
    case 'smalltalk.thanks':
      return { content: "You're welcome. Ask me anything else about Cosmos or the sky.", citations: [], facts: {} };
    case 'smalltalk.capabilities':
      return {
        content: `I am the Cosmos assistant, a program that answers from the portal's own data. ${CAN}`,
        citations: [DOCS],
        facts: {},
      };
    default:
      return {
        content: `I can't answer that: it is outside what Cosmos knows. ${CAN} If you need a person, I can open a support ticket with this conversation attached.`,
        citations: [{ kind: 'ticket', title: 'Contact Support', href: '/support' }],
        offerTicket: true,
        facts: {},
      };
  }
};
