/** Plans and prices, straight from the plan list billing sells (the plans table's source). */
import { ExportFormat, type Plan } from '@cosmos/contracts';
import * as billing from '../../billing/billing.service.ts';
import { list, usd } from '../format.ts';
import { t, type Lang } from '../../../lib/i18n/index.ts';
import { PLANS_CITATION, yesNo, type Tool, type ToolAnswer } from './types.ts';

const FEATURE_WORDS: Record<string, RegExp> = {
  api: /api access/i,
  'api access': /api access/i,
  realtime: /real-time/i,
  'real-time': /real-time/i,
  export: /export/i,
  exports: /export/i,
  alert: /alerts/i,
  alerts: /alerts/i,
  team: /team/i,
  collaboration: /team/i,
  support: /support/i,
  imagery: /imagery/i,
  resolution: /imagery/i,
  update: /updates/i,
  updates: /updates/i,
};

/**
 * A plan feature in `lang`, as it stands mid-sentence. The names are the spec's English catalogue
 * (contracts plans.ts); their translations are the plan cards' own (web billing:plans.<id>.features.<i>),
 * copied into server i18n `planFeatures` and held equal by plan-features.test.ts. German nouns keep
 * their capital, and so does an acronym ("API access", "24/7…"); elsewhere the first letter is lowered.
 */
export function featureName(p: Plan, feature: string, lang: Lang): string {
  const i = p.features.indexOf(feature);
  const text = i < 0 ? feature : t(lang, `planFeatures.${p.id}.${i}`);
  if (lang === 'de' || /^[^\s]*[A-Z]{2}/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const yearly = (p: Plan, lang: Lang) => usd(p.priceCents * 12, lang);
const facts = (plans: Plan[], lang: Lang) => ({
  plans: plans.map((p) => ({
    name: p.name,
    pricePerMonth: usd(p.priceCents, lang),
    pricePerYear: yearly(p, lang),
    features: p.features,
  })),
});

export const plansTool: Tool = ({ lang }, q): ToolAnswer => {
  const features = (p: Plan) =>
    list(
      p.features.map((f) => featureName(p, f, lang)),
      lang,
    );
  const plans = billing.listPlans();
  const plan = q.slots.plan ? plans.find((p) => p.id === q.slots.plan)! : undefined;

  if (q.topic === 'plans.feature' && q.slots.feature === 'formats') {
    // The formats every export offers (contracts ExportFormat), and the plans whose features include exports.
    const or = ` ${t(lang, 'assistant.cov.or')} `;
    const names = ExportFormat.options.map((f) => f.toUpperCase());
    const formats = `${names.slice(0, -1).join(', ')}${or}${names.at(-1)}`;
    const having = plans.filter((p) => p.features.some((f) => /export/i.test(f)));
    return {
      content: `${t(lang, 'assistant.cov.exportFormats', { formats })} ${t(lang, 'assistant.cov.exportPlans', {
        plans: list(
          having.map((p) => p.name),
          lang,
        ),
      })}`,
      citations: [{ kind: 'doc', title: 'FAQ: formats', href: '/support?faq=formats' }, PLANS_CITATION],
      facts: { formats: names, plans: having.map((p) => p.name) },
    };
  }

  if (q.topic === 'plans.feature' && q.slots.feature) {
    const re =
      FEATURE_WORDS[q.slots.feature.replace(/s$/, '')] ??
      FEATURE_WORDS[q.slots.feature] ??
      new RegExp(q.slots.feature, 'i');
    const having = plans.filter((p) => p.features.some((f) => re.test(f)));
    if (plan) {
      const match = plan.features.find((f) => re.test(f));
      // "Yes."/"No." only answers a yes/no question: "How often does Basic get updates?" is answered with the feature.
      const lead = (yes: boolean) => (q.yesNo ? `${yesNo(yes, lang)} ` : '');
      const content = match
        ? `${lead(true)}${t(lang, 'assistant.planHasFeature', { name: plan.name, feature: featureName(plan, match, lang) })}`
        : `${lead(false)}${
            having.length
              ? t(lang, 'assistant.planLacksFeature', {
                  name: plan.name,
                  plans: list(
                    having.map((p) => p.name),
                    lang,
                  ),
                })
              : t(lang, 'assistant.noPlanHasFeature', { name: plan.name })
          }`;
      return { content, citations: [PLANS_CITATION], facts: facts([plan], lang) };
    }
    if (having.length) {
      const lines = having.map((p) =>
        t(lang, 'assistant.featureLine', {
          name: p.name,
          price: usd(p.priceCents, lang),
          feature: featureName(
            p,
            p.features.find((f) => re.test(f))!,
            lang,
          ),
        }),
      );
      return { content: `${lines.join('; ')}.`, citations: [PLANS_CITATION], facts: facts(having, lang) };
    }
  }

  if (plan) {
    const vars = { name: plan.name, price: usd(plan.priceCents, lang), yearly: yearly(plan, lang) };
    const price = t(lang, q.slots.period === 'year' ? 'assistant.planPriceYear' : 'assistant.planPrice', vars);
    return {
      content: `${price} ${t(lang, 'assistant.planIncludes', { features: features(plan) })}`,
      citations: [PLANS_CITATION],
      facts: facts([plan], lang),
    };
  }

  if (q.slots.period === 'year') {
    const lines = plans.map((p) =>
      t(lang, 'assistant.planYearLine', { name: p.name, yearly: yearly(p, lang), price: usd(p.priceCents, lang) }),
    );
    return {
      content: t(lang, 'assistant.plansYear', { lines: list(lines, lang) }),
      citations: [PLANS_CITATION],
      facts: facts(plans, lang),
    };
  }
  const lines = plans.map((p) =>
    t(lang, 'assistant.planLine', { name: p.name, price: usd(p.priceCents, lang), features: features(p) }),
  );
  return {
    content: t(lang, 'assistant.plansCount', { count: plans.length, lines: lines.join(' ') }),
    citations: [PLANS_CITATION, { kind: 'doc', title: 'Subscriptions and billing', href: '/docs/billing' }],
    facts: facts(plans, lang),
  };
};
