/**
 * Answers about the portal that are not data lookups: the VR experiences on offer (from the VR module),
 * a refusal for other users' data (the assistant reads only the asker's own account), and requests to
 * do something — the chat changes nothing, so it says so and gives the documentation's steps instead.
 */
import { t } from '../../../lib/i18n/index.ts';
import { scenes } from '../../vr/vr.service.ts';
import { list } from '../format.ts';
import { howtoTool } from './howto.tool.ts';
import type { Tool } from './types.ts';

export const portalTool: Tool = async (env, q) => {
  const { lang } = env;
  const say = (key: string, vars?: Record<string, unknown>) => t(lang, `assistant.cov.${key}`, vars);
  if (q.intent === 'vr') {
    const all = await scenes(env.ctx);
    return {
      content: all.length
        ? say('vrList', {
            count: all.length,
            list: list(
              all.map((s) => s.title),
              lang,
            ),
          })
        : say('vrNone'),
      citations: [{ kind: 'doc', title: t(lang, 'assistant.cite.vr'), href: '/vr-experience' }],
      facts: { experiences: all.map((s) => ({ title: s.title, description: s.description })) },
    };
  }
  if (q.intent === 'privacy') return { content: say('privacy'), citations: [], facts: {} };
  // An action asked of the chat: never claimed as done. The documentation's steps follow when it has them.
  const steps = await howtoTool(env, { ...q, intent: 'howto', topic: 'howto' });
  const found = !steps.offerTicket;
  return {
    content: `${say('action')} ${found ? `${say('actionHow')} ${steps.content}` : say('actionWhere')}`,
    citations: found ? steps.citations : [{ kind: 'doc', title: 'Documentation', href: '/documentation' }],
    facts: found ? steps.facts : {},
  };
};
