import type { Topic } from './classifier.ts';

/**
 * Example phrasings per topic: the classifier's fallback when no pattern fires. Kept apart from the
 * evaluation questions (apps/server/eval/assistant-questions.json) so the evaluation stays honest.
 */
export const EXAMPLES: [Topic, string][] = [
  ['plans.list', 'What subscriptions do you offer'],
  ['plans.list', 'Show me the options and what they charge'],
  ['plans.list', 'Is there a free tier or a paid membership'],
  ['plans.feature', 'Which tier gives me programmatic access'],
  ['account.plan', 'What am I subscribed to'],
  ['account.plan', 'Tell me about my membership'],
  ['account.renewal', 'When will I be charged again'],
  ['account.invoices', 'Send me my billing statements'],
  ['account.keys', 'Which keys have I created'],
  ['account.usage', 'How much bandwidth is left this month'],
  ['tickets.list', 'Has anyone answered my request'],
  ['tickets.create', 'I want to complain to somebody'],
  ['howto', 'I cannot get into my account'],
  ['howto', 'I am locked out'],
  ['howto', 'Get the data into a spreadsheet'],
  ['howto', 'Download the positions as a file'],
  ['howto', 'Protect my account with a code from my phone'],
  ['howto', 'Log out everywhere'],
  ['sky.tonight', 'Anything interesting to look at this evening'],
  ['sky.phase', 'When will the moon be round'],
  ['sky.eclipse', 'When does the sun go dark'],
  ['sky.brightest', 'Which star shines the most'],
  ['smalltalk.capabilities', 'What do you know'],
  ['smalltalk.outofscope', 'Tell me something funny'],
  ['smalltalk.outofscope', 'Will it rain tomorrow'],
];
