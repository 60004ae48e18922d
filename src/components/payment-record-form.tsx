import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError } from './form-error';
import { ScaledNumberInput } from './scaled-number-input';
import {
  recordedPaymentInputSchema,
  type RecordedPaymentInput,
} from '@nyama/domain/inventory/recorded-payment';
import { inSpokenWords } from '../lib/problem-words';
import { formRules } from '../lib/schema-sentences';
import { m } from '../paraglide/messages';

type Values = Omit<RecordedPaymentInput, 'amountCents'> & { amountCents: number | null };

type Props = {
  outstandingCents: number;
  onSubmit: (payment: RecordedPaymentInput) => void;
  saving: boolean;
  error: string | null;
};

const methods = () => [
  { value: 'mpesa', label: m.money_mpesa() },
  { value: 'bank', label: m.shared_payment_bank() },
  { value: 'cash', label: m.shared_payment_cash() },
];

/** The domain's sentences for a recorded payment, in the page's language. */
const PROBLEM_WORDS = {
  'Enter the amount paid': m.shared_payment_problem_amount,
  'Enter the M-Pesa or bank reference': m.shared_payment_problem_reference,
};

/** A payment recorded by staff (to a farmer, from a buyer), in full or in part; what is outstanding is offered. */
export function PaymentRecordForm({ outstandingCents, onSubmit, saving, error }: Props) {
  const form = useForm<Values>({
    initialValues: { amountCents: outstandingCents, method: 'mpesa', reference: '' },
    validate: (values) => inSpokenWords(formRules(recordedPaymentInputSchema)(values), PROBLEM_WORDS),
  });
  return (
    <form
      noValidate
      aria-label={m.shared_payment_record()}
      onSubmit={form.onSubmit((values) => onSubmit(recordedPaymentInputSchema.parse(values)))}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <ScaledNumberInput
            label={m.shared_payment_amount()}
            required
            prefix="Ksh "
            thousandSeparator=","
            min={0}
            scale={100}
            value={form.values.amountCents}
            onChange={(cents) => form.setFieldValue('amountCents', cents)}
            error={form.errors['amountCents']}
          />
          <Stack gap={4}>
            <Text size="sm" fw={700} id="payment-method">
              {m.shared_payment_by()}
            </Text>
            <SegmentedControl
              aria-labelledby="payment-method"
              data={methods()}
              {...form.getInputProps('method')}
            />
          </Stack>
          <TextInput
            label={m.shared_payment_reference()}
            description={m.shared_payment_reference_help()}
            {...form.getInputProps('reference')}
          />
        </SimpleGrid>
        <FormError message={error} />
        <Group>
          <Button type="submit" loading={saving}>
            {m.shared_payment_submit()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
