import { TextInput, type TextInputProps } from '@mantine/core';
import { kenyanPhoneSchema, PHONE_ERROR } from '@nyama/domain/kernel/phone';
import { sentenceInSpokenWords } from '../lib/problem-words';
import { firstProblem } from '../lib/schema-sentences';
import { m } from '../paraglide/messages';

/**
 * A form's rule for the number an M-Pesa prompt goes to: a Kenyan mobile, written any common way; its
 * problem in the page's language.
 */
export function mpesaNumberError(value: string): string | null {
  const problem = firstProblem(kenyanPhoneSchema, value);
  return problem && sentenceInSpokenWords(problem, { [PHONE_ERROR]: m.account_problem_phone });
}

/** The number an M-Pesa prompt goes to; give it the form's `getInputProps('phone')`. */
export function MpesaNumberField(props: Omit<TextInputProps, 'label' | 'type'>) {
  return <TextInput label={m.shared_mpesa_number()} type="tel" autoComplete="tel" {...props} />;
}
