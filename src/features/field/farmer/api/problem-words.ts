import type { FormErrors } from '@mantine/form';
import { z } from 'zod/mini';
import { firstProblem } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';

/**
 * The domain's sentences for the farmer's answers (its schemas write them in English, for the functions
 * too), in the page's language. A sentence not listed here is shown as the domain wrote it.
 */
const PROBLEM_WORDS: Record<string, () => string> = {
  'Enter how many animals': () => m.field_farmer_problem_head(),
  'Whole animals only': () => m.field_farmer_problem_whole(),
  'At least one animal': () => m.field_farmer_problem_one(),
  'Enter a real date as yyyy-mm-dd': () => m.field_farmer_problem_date(),
  'Keep the note under 300 characters': () => m.field_farmer_problem_note_long(),
  'Say why': () => m.field_farmer_problem_say_why(),
  'Keep it under 300 characters': () => m.field_farmer_problem_reason_long(),
};

export const problemInWords = (sentence: string): string => PROBLEM_WORDS[sentence]?.() ?? sentence;

/** A form's errors with each of the domain's sentences in the page's language. */
export function errorsInWords(errors: FormErrors): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      typeof error === 'string' ? problemInWords(error) : error,
    ]),
  );
}

/**
 * A domain rule for a text, for a form that takes a schema: the same checks and the same (trimmed)
 * value, its first problem in the page's language.
 */
export function textRuleInWords(schema: z.ZodMiniType<string, string>): z.ZodMiniType<string, string> {
  const inWords = z.string().check(
    z.superRefine((value, context) => {
      const problem = firstProblem(schema, value);
      if (problem) context.addIssue({ code: 'custom', message: problemInWords(problem), input: value });
    }),
  );
  return z.pipe(inWords, schema);
}
