import { Button, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MpesaNumberField, mpesaNumberError } from '../../../../components/mpesa-number-field';
import { formatKes } from '@nyama/domain/kernel/money';
import type { PhonePaymentChoice } from '../api/phone-order';
import { FormError } from '../../../../components/form-error';

type Props = {
  initial: PhonePaymentChoice;
  /** The server's total, or null while there is no quote (nothing to place yet). */
  totalCents: number | null;
  onPlace: (choice: PhonePaymentChoice) => void;
  pending: boolean;
  /** Why the order was not placed, from the server. */
  error: string | null;
};

/** How the customer pays (an M-Pesa prompt to their phone, or the driver on delivery) and "Place order". */
export function PhonePaymentForm({ initial, totalCents, onPlace, pending, error }: Props) {
  const form = useForm<PhonePaymentChoice>({
    initialValues: initial,
    validate: { phone: (phone, { payment }) => (payment === 'mpesa' ? mpesaNumberError(phone) : null) },
  });
  const { payment } = form.getValues();
  const amount = totalCents === null ? '' : ` ${formatKes(totalCents)}`;

  return (
    <form noValidate onSubmit={form.onSubmit((choice) => onPlace(choice))}>
      <Stack>
        <Radio.Group
          label="The customer pays"
          value={payment}
          onChange={(value) => form.setFieldValue('payment', value === 'onDelivery' ? 'onDelivery' : 'mpesa')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="mpesa" label="By M-Pesa now" description="A payment request goes to their phone" />
            <Radio
              value="onDelivery"
              label="On delivery"
              description="The order is confirmed now; the driver collects the money at the door"
            />
          </Stack>
        </Radio.Group>
        {payment === 'mpesa' && <MpesaNumberField autoComplete="off" {...form.getInputProps('phone')} />}
        <FormError title="The order was not placed" message={error} />
        <Button type="submit" size="md" loading={pending} disabled={totalCents === null}>
          {payment === 'mpesa'
            ? `Place order and send the prompt${amount}`
            : `Place order, pay${amount} on delivery`}
        </Button>
      </Stack>
    </form>
  );
}
