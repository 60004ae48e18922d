import { afterEach, describe, expect, it } from 'vitest';
import { deliveredFieldsSchema, failedFieldsSchema } from '@nyama/domain/delivery/delivery';
import { doorUnpaidReasonSchema } from '@nyama/domain/delivery/door-collection';
import { driverTextSchema } from '@nyama/domain/orders/push';
import { firstProblem } from '../../../../lib/schema-sentences';
import { setLocale } from '../../../../paraglide/runtime';
import { sentenceInSpokenWords } from '../../../../lib/problem-words';
import { DRIVER_PROBLEM_WORDS } from './problem-words';

const speak = (locale: 'en-KE' | 'sw-KE') => setLocale(locale, { reload: false });

afterEach(() => speak('en-KE'));

// Each sentence the driver's fields can show, as the domain words it today: a reworded one would
// otherwise fall back to English unseen.
const problems = [
  firstProblem(deliveredFieldsSchema, { code: '12', note: '' }),
  firstProblem(deliveredFieldsSchema, { code: '1234', note: 'x'.repeat(201) }),
  firstProblem(failedFieldsSchema, { reason: ' ' }),
  firstProblem(failedFieldsSchema, { reason: 'x'.repeat(201) }),
  firstProblem(doorUnpaidReasonSchema, 'no'),
  firstProblem(driverTextSchema, ''),
  firstProblem(driverTextSchema, 'x'.repeat(121)),
];

describe('the domain’s sentences on the driver’s fields', () => {
  it('are each said in Kiswahili, and kept word for word in English', () => {
    expect(problems).not.toContain(null);
    for (const problem of problems) {
      const english = problem ?? '';
      expect(sentenceInSpokenWords(english, DRIVER_PROBLEM_WORDS)).toBe(english);
      speak('sw-KE');
      expect(sentenceInSpokenWords(english, DRIVER_PROBLEM_WORDS)).not.toBe(english);
      speak('en-KE');
    }
  });
});
