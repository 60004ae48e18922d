import { afterEach, describe, expect, it } from 'vitest';
import { counterOfferSchema } from '@nyama/domain/inventory/farmer-order';
import { reasonSchema } from '@nyama/domain/kernel/text';
import { firstProblem } from '../../../../lib/schema-sentences';
import { setLocale } from '../../../../paraglide/runtime';
import { sentenceInSpokenWords } from '../../../../lib/problem-words';
import { FARMER_PROBLEM_WORDS } from './problem-words';

const speak = (locale: 'en-KE' | 'sw-KE') => setLocale(locale, { reload: false });

afterEach(() => speak('en-KE'));

// Each sentence the farmer's counter-offer and reason can show, as the domain words it today: a reworded one would
// otherwise fall back to English unseen.
const problems = [
  firstProblem(counterOfferSchema, { head: null, deliveryDate: '2026-12-01', note: '' }),
  firstProblem(counterOfferSchema, { head: 1.5, deliveryDate: '2026-12-01', note: '' }),
  firstProblem(counterOfferSchema, { head: 0, deliveryDate: '2026-12-01', note: '' }),
  firstProblem(counterOfferSchema, { head: 2, deliveryDate: '2026-12-00', note: '' }),
  firstProblem(counterOfferSchema, { head: 2, deliveryDate: '2026-12-01', note: 'x'.repeat(301) }),
  firstProblem(reasonSchema, 'no'),
  firstProblem(reasonSchema, 'x'.repeat(301)),
];

describe('the domain’s sentences on the farmer’s answers', () => {
  it('are each said in Kiswahili, and kept word for word in English', () => {
    expect(problems).not.toContain(null);
    for (const problem of problems) {
      const english = problem ?? '';
      expect(sentenceInSpokenWords(english, FARMER_PROBLEM_WORDS)).toBe(english);
      speak('sw-KE');
      expect(sentenceInSpokenWords(english, FARMER_PROBLEM_WORDS)).not.toBe(english);
      speak('en-KE');
    }
  });
});
