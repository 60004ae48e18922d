import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError } from './form-error';
import { ScaledNumberInput } from './scaled-number-input';
import {
  recordedPaymentInputSchema,
  type RecordedPaymentInput,
} from '@nyama/domain/inventory/recorded-payment';
import { formRules } from '../lib/schema-sentences';

type Values = Omit<RecordedPaymentInput, 'amountCents'> & { amountCents: number | null };

type Props = {
  outstandingCents: number;
  onSubmit: (payment: RecordedPaymentInput) => void;
  saving: boolean;
  error: string | null;
};

const METHODS = [
  { value: 'mpesa', label: 'M-Pesa' },
  { value: 'bank', label: 'Bank' },
  { value: 'cash', label: 'Cash' },
];

/** A payment recorded by staff (to a farmer, from a buyer), in full or in part; what is outstanding is offered. */
export function PaymentRecordForm({ outstandingCents, onSubmit, saving, error }: Props) {
  const form = useForm<Values>({
    initialValues: { amountCents: outstandingCents, method: 'mpesa', reference: '' },
    validate: formRules(recordedPaymentInputSchema),
  });
  return (
    <form
      noValidate
      aria-label="Record a payment"
      onSubmit={form.onSubmit((values) => onSubmit(recordedPaymentInputSchema.parse(values)))}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <ScaledNumberInput
            label="Amount paid"
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
              Paid by
            </Text>
            <SegmentedControl
              aria-labelledby="payment-method"
              data={METHODS}
              {...form.getInputProps('method')}
            />
          </Stack>
          <TextInput
            label="Reference"
            description="The M-Pesa receipt or bank reference"
            {...form.getInputProps('reference')}
          />
        </SimpleGrid>
        <FormError message={error} />
        <Group>
          <Button type="submit" loading={saving}>
            Record payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
