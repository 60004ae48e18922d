import { TextInput, type TextInputProps } from '@mantine/core';
import { kenyanPhoneSchema } from '../domain/phone';

/** A form's rule for the number an M-Pesa prompt goes to: a Kenyan mobile, written any common way. */
export function mpesaNumberError(value: string): string | null {
  const checked = kenyanPhoneSchema.safeParse(value);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

/** The number an M-Pesa prompt goes to; give it the form's `getInputProps('phone')`. */
export function MpesaNumberField(props: Omit<TextInputProps, 'label' | 'type'>) {
  return <TextInput label="M-Pesa number" type="tel" autoComplete="tel" {...props} />;
}
