import { TextInput, type TextInputProps } from '@mantine/core';
import { kenyanPhoneSchema } from '@nyama/domain/kernel/phone';
import { firstProblem } from '../lib/schema-sentences';

/** A form's rule for the number an M-Pesa prompt goes to: a Kenyan mobile, written any common way. */
export function mpesaNumberError(value: string): string | null {
  return firstProblem(kenyanPhoneSchema, value);
}

/** The number an M-Pesa prompt goes to; give it the form's `getInputProps('phone')`. */
export function MpesaNumberField(props: Omit<TextInputProps, 'label' | 'type'>) {
  return <TextInput label="M-Pesa number" type="tel" autoComplete="tel" {...props} />;
}
