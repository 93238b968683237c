import { describe, expect, it } from 'vitest';
import { classify, type Topic } from './classifier.ts';
import { correctWord, normalize } from './normalize.ts';

describe('normalisation', () => {
  it('corrects typos towards the vocabulary only', () => {
    expect(correctWord('pasword')).toBe('password');
    expect(correctWord('invioce')).toBe('invoice');
    expect(correctWord('jupitr')).toBe('jupiter');
    // Ordinary words near a vocabulary word stay as they are.
    expect(correctWord('there')).toBe('there');
    expect(correctWord('charge')).toBe('charge');
  });
  it('unifies spellings and abbreviations', () => {
    expect(normalize('How do I set up 2FA?')).toBe('how do i set up two-factor?');
    expect(normalize('Where is the International Space Station?')).toBe('where is the iss?');
    expect(normalize('Prix per annum')).toContain('per year');
  });
});

describe('classifier: the source that can answer', () => {
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
    ['reset pasword', 'howto'],
    ['how do I cancel my subscription', 'howto'],
    ['I am locked out of my account', 'howto'],
    ['When is the next full moon?', 'sky.phase'],
    ['Where is the ISS right now?', 'sky.where'],
    ['wher is jupitr', 'sky.where'],
    ['Is Mars up?', 'sky.visible'],
    ['how far is the moon', 'sky.distance'],
    ['when does the sun set', 'sky.riseset'],
    ['When does the ISS pass over me?', 'sky.passes'],
    ['next lunar eclipse', 'sky.eclipse'],
    ['When is Mars at opposition?', 'sky.opposition'],
    ["what's up tonight?", 'sky.tonight'],
    ['status of my tickets', 'tickets.list'],
    ['I want to talk to a human', 'tickets.create'],
    ['hello', 'smalltalk.greeting'],
    ["What's the weather tomorrow?", 'smalltalk.outofscope'],
    ['What is the meaning of the blue widget?', 'unknown'],
  ])('%s → %s', (q, topic) => {
    expect(classify(q).topic).toBe(topic);
  });

  it('reads the things a question names', () => {
    const c = classify('how much is enterprize per year');
    expect(c.slots).toMatchObject({ plan: 'enterprise', period: 'year' });
    expect(classify('next full moon').slots.phase).toBe('full');
    expect(classify('next solar eclipse').slots.eclipse).toBe('solar');
    expect(classify('Where is Betelgeuse?').slots.target).toMatchObject({ kind: 'star', name: 'Betelgeuse' });
    expect(classify('is it going to be a yes or no').yesNo).toBe(true);
  });
});

describe('classifier: follow-ups refer to the previous turn', () => {
  const after = (first: string, second: string) => {
    const a = classify(first);
    return classify(second, { topic: a.topic, slots: a.slots });
  };
  it('"and the one after?" asks the same question one further along', () => {
    const c = after('When is the next full moon?', 'and the one after?');
    expect(c).toMatchObject({ topic: 'sky.phase', followUp: true, slots: { phase: 'full', nth: 1 } });
    expect(after('next lunar eclipse', 'and the one after that?').slots).toMatchObject({ eclipse: 'lunar', nth: 1 });
  });
  it('"how much is it per year?" keeps the plan named before', () => {
    expect(after('How much is the Pro plan?', 'How much is it per year?')).toMatchObject({
      topic: 'plans.price',
      slots: { plan: 'pro', period: 'year' },
    });
  });
  it('"what about Jupiter?" asks the same sky question about another object', () => {
    const c = after('Where is Mars?', 'what about Jupiter?');
    expect(c.topic).toBe('sky.where');
    expect(c.slots.target).toMatchObject({ id: 'jupiter' });
  });
  it('"is it up?" means the object named before', () => {
    const c = after('Where is Saturn?', 'is it up?');
    expect(c.topic).toBe('sky.visible');
    expect(c.slots.target).toMatchObject({ id: 'saturn' });
  });
  it('a new full question is not a follow-up', () => {
    expect(after('When is the next full moon?', 'What plan am I on?')).toMatchObject({
      topic: 'account.plan',
      followUp: false,
    });
  });
});
