import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { KRA_PIN_ERROR } from '@nyama/domain/kernel/kra-pin';
import { kraPinInputSchema, type KraPinInput } from '@nyama/domain/people/user';
import { inSpokenWords } from '../../../../lib/problem-words';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';

const resolvePin = formRules(kraPinInputSchema);
const PROBLEM_WORDS = { [KRA_PIN_ERROR]: m.account_problem_kra_pin };

type Props = {
  /** What the field starts with: this checkout's answer, else the profile's PIN. */
  pin: string | null;
  /** The PIN for this order's tax invoice, in capitals, or null for none. */
  onContinue: (pin: string | null) => Promise<unknown>;
  /** Other ways on from the step, beside "Continue". */
  children?: ReactNode;
};

/**
 * A business's KRA PIN for this order's tax invoice (decision 074, "The customer's PIN"): optional, of
 * the kernel's shape, and given on with "Continue"; an empty field is an invoice without a buyer's PIN.
 */
export function BuyerPinForm({ pin, onContinue, children }: Props) {
  const form = useForm<KraPinInput>({
    initialValues: { kraPin: pin ?? '' },
    validate: (values) => inSpokenWords(resolvePin(values), PROBLEM_WORDS),
  });
  const submit = form.onSubmit(async (values) => {
    const { kraPin } = kraPinInputSchema.parse(values);
    await onContinue(kraPin === '' ? null : kraPin);
  });
  return (
    <form onSubmit={submit} noValidate style={{ width: '100%' }}>
      <Stack gap="sm" align="flex-start">
        <TextInput
          label={m.checkout_customer_pin_label()}
          description={m.checkout_customer_pin_hint()}
          autoComplete="off"
          maw={360}
          w="100%"
          {...form.getInputProps('kraPin')}
        />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {m.checkout_continue()}
          </Button>
          {children}
        </Group>
      </Stack>
    </form>
  );
}
