import { z } from 'zod/mini';
import { sentenceInSpokenWords, type ProblemWords } from '../../../../lib/problem-words';
import { firstProblem } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';

/**
 * The domain's sentences for the farmer's answers (its schemas write them in English, for the functions
 * too), in the page's language, for src/lib/problem-words. A sentence not listed here is shown as the
 * domain wrote it.
 */
export const FARMER_PROBLEM_WORDS: ProblemWords = {
  'Enter how many animals': () => m.field_farmer_problem_head(),
  'Whole animals only': () => m.field_farmer_problem_whole(),
  'At least one animal': () => m.field_farmer_problem_one(),
  'Enter a real date as yyyy-mm-dd': () => m.field_farmer_problem_date(),
  'Keep the note under 300 characters': () => m.field_farmer_problem_note_long(),
  'Say why': () => m.field_farmer_problem_say_why(),
  'Keep it under 300 characters': () => m.field_farmer_problem_reason_long(),
};

/**
 * A domain rule for a text, for a form that takes a schema: the same checks and the same (trimmed)
 * value, its first problem in the page's language.
 */
export function textRuleInWords(schema: z.ZodMiniType<string, string>): z.ZodMiniType<string, string> {
  const inWords = z.string().check(
    z.superRefine((value, context) => {
      const problem = firstProblem(schema, value);
      if (problem)
        context.addIssue({
          code: 'custom',
          message: sentenceInSpokenWords(problem, FARMER_PROBLEM_WORDS),
          input: value,
        });
    }),
  );
  return z.pipe(inWords, schema);
}
