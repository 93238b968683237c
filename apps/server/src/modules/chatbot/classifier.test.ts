/**
 * The built-in understanding as a user meets it: what a question is about (the nlp.js model trained on
 * intents/<lang>.json), the things it names (typos too), its language with the Settings language as the
 * prior, and follow-ups that refer to the previous turn. No regex internals: only questions and what was understood.
 */
import { describe, expect, it } from 'vitest';
import { classify, type Topic } from './classifier.ts';
import { correctWord, normalize } from './normalize.ts';

describe('normalisation of the documentation search text', () => {
  it('corrects typos towards the vocabulary only', () => {
    expect(correctWord('pasword')).toBe('password');
    expect(correctWord('invioce')).toBe('invoice');
    // Ordinary words near a vocabulary word stay as they are.
    expect(correctWord('there')).toBe('there');
    expect(correctWord('charge')).toBe('charge');
  });
  it('unifies spellings and abbreviations', () => {
    expect(normalize('How do I set up 2FA?')).toBe('how do i set up two-factor?');
  });
});

describe('the source that can answer', () => {
  it.each<[string, Topic]>([
    ['What plans do you have and what do they cost?', 'plans.list'],
    ['how much is the navigator plan', 'plans.price'],
    ['Which plan has API access?', 'plans.feature'],
    ['What plan am I on?', 'account.plan'],
    ['when does my subscription renew', 'account.renewal'],
    ['show me my last invoice', 'account.invoices'],
    ['which api keys do i have', 'account.keys'],
    ['how much bandwidth do I have left', 'account.usage'],
    ['How do I reset my password?', 'howto'],
    ['how do I cancel my subscription', 'howto'],
    ['When is the next full moon?', 'sky.phase'],
    ['Where is the ISS right now?', 'sky.where'],
    ['Is Mars up?', 'sky.visible'],
    ['how far is the moon', 'sky.distance'],
    ['when does the sun set', 'sky.riseset'],
    ['When does the ISS pass over me?', 'sky.passes'],
    ['next lunar eclipse', 'sky.eclipse'],
    ['When is Mars at opposition?', 'sky.opposition'],
    ["what's up tonight?", 'sky.tonight'],
    ["What's the brightest planet tonight?", 'sky.brightest'],
    ['status of my tickets', 'tickets.list'],
    ['I want to talk to a human', 'tickets.create'],
    ['hello', 'smalltalk.greeting'],
    ["What's the weather tomorrow?", 'weather'],
    ['Tell me a joke', 'smalltalk.outofscope'],
    ['What launched last?', 'launches.last'],
    ['How many active satellites are there?', 'catalogue.count'],
    ['What is the closest approach for the ISS this week?', 'sky.satconjunction'],
    ['Which VR experiences are there?', 'vr.list'],
    ['How often does the Basic plan get data updates?', 'plans.feature'],
    ['Can I use the API on the Pro plan?', 'plans.feature'],
    ['Cancel my subscription for me', 'action.request'],
    ["Show me another user's invoices", 'privacy.others'],
  ])('%s → %s', async (q, topic) => {
    expect((await classify(q)).topic).toBe(topic);
  });

  it('reads the things a question names, typos included', async () => {
    expect((await classify('how much is enterprize per year')).slots).toMatchObject({
      plan: 'enterprise',
      period: 'year',
    });
    expect((await classify('is jupitor visible now')).slots.target).toMatchObject({ kind: 'body', id: 'jupiter' });
    expect((await classify('next full moon')).slots.phase).toBe('full');
    expect((await classify('next solar eclipse')).slots.eclipse).toBe('solar');
    expect((await classify('Where is Betelgeuse?')).slots.target).toMatchObject({ kind: 'star', name: 'Betelgeuse' });
    expect((await classify('Is Starlink visible tonight?')).slots).toMatchObject({ group: 'starlink', visible: true });
    expect((await classify('¿Dónde está Marte?')).slots.target).toMatchObject({ id: 'mars' });
    expect((await classify('Wann ist der nächste Vollmond?')).slots.phase).toBe('full');
  });

  it('a yes/no question is one that opens like one in its language', async () => {
    expect((await classify('Does the Basic plan include API access?')).yesNo).toBe(true);
    expect((await classify('How often does the Basic plan get data updates?')).yesNo).toBe(false);
    expect((await classify('Ist Jupiter jetzt sichtbar?')).yesNo).toBe(true);
    expect((await classify('Mars est-il visible ?')).yesNo).toBe(true);
  });
});

describe('the question’s language, the Settings language as the prior', () => {
  it.each([
    ['Tell me about Starlink', 'fr', 'en'],
    ['Where is Saturn?', 'de', 'en'],
    ['¿Dónde está la ISS ahora?', 'en', 'es'],
    ['Où est Saturne ?', 'en', 'fr'],
    ['Wo ist Saturn?', 'en', 'de'],
    ['Mars', 'fr', 'fr'],
    ['ISS?', 'de', 'de'],
  ] as const)('%s (Settings %s) → %s', async (q, settings, lang) => {
    expect((await classify(q, undefined, settings)).lang).toBe(lang);
  });
});

describe('follow-ups refer to the previous turn', () => {
  const after = async (first: string, second: string) => {
    const a = await classify(first);
    return classify(second, { topic: a.topic, slots: a.slots });
  };
  it('"and the one after?" asks the same question one further along', async () => {
    const c = await after('When is the next full moon?', 'and the one after?');
    expect(c).toMatchObject({ topic: 'sky.phase', followUp: true, slots: { phase: 'full', nth: 1 } });
    expect((await after('next lunar eclipse', 'and the one after that?')).slots).toMatchObject({
      eclipse: 'lunar',
      nth: 1,
    });
  });
  it('"how much is it per year?" keeps the plan named before', async () => {
    expect(await after('How much is the Pro plan?', 'How much is it per year?')).toMatchObject({
      topic: 'plans.price',
      slots: { plan: 'pro', period: 'year' },
    });
  });
  it('"what about Jupiter?" asks the same sky question about another object', async () => {
    const c = await after('Where is Mars?', 'what about Jupiter?');
    expect(c.topic).toBe('sky.where');
    expect(c.slots.target).toMatchObject({ id: 'jupiter' });
  });
  it('"is it up?" means the object named before', async () => {
    const c = await after('Where is Saturn?', 'is it up?');
    expect(c.topic).toBe('sky.visible');
    expect(c.slots.target).toMatchObject({ id: 'saturn' });
  });
  it('a new full question is not a follow-up', async () => {
    expect(await after('When is the next full moon?', 'What plan am I on?')).toMatchObject({
      topic: 'account.plan',
      followUp: false,
    });
  });
});
