import { Alert, Button, Radio, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatKes } from '../../../../domain/money';
import { kenyanPhoneSchema } from '../../../../domain/phone';
import type { PhonePayment } from '../../../../domain/phone-order';
import type { PhonePaymentChoice } from '../api/phone-order';

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
  const [payment, setPayment] = useState<PhonePayment>(initial.payment);
  const [phone, setPhone] = useState(initial.phone);
  const [phoneError, setPhoneError] = useState<string | null>(null);

  const place = () => {
    if (payment === 'mpesa') {
      const checked = kenyanPhoneSchema.safeParse(phone);
      setPhoneError(checked.success ? null : (checked.error.issues[0]?.message ?? null));
      if (!checked.success) return;
    }
    onPlace({ payment, phone });
  };
  const amount = totalCents === null ? '' : ` ${formatKes(totalCents)}`;

  return (
    <Stack>
      <Radio.Group
        label="The customer pays"
        value={payment}
        onChange={(value) => setPayment(value === 'onDelivery' ? 'onDelivery' : 'mpesa')}
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
      {payment === 'mpesa' && (
        <TextInput
          label="M-Pesa number"
          type="tel"
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={phoneError}
        />
      )}
      {error && (
        <Alert color="ember" variant="light" role="alert" title="The order was not placed">
          {error}
        </Alert>
      )}
      <Button size="md" onClick={place} loading={pending} disabled={totalCents === null}>
        {payment === 'mpesa'
          ? `Place order and send the prompt${amount}`
          : `Place order, pay${amount} on delivery`}
      </Button>
    </Stack>
  );
}
