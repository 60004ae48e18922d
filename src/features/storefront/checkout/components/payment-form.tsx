import { Alert, Button, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import type { PaymentProvider } from '../../../../domain/order';
import { kenyanPhoneSchema } from '../../../../domain/phone';
import type { CheckoutError, PaymentChoice } from '../api/use-place-and-pay';

type Props = {
  initial: PaymentChoice;
  submitLabel: string;
  onPay: (choice: PaymentChoice) => void;
  pending: boolean;
  /** The server's answer, shown next to what it is about: the phone for M-Pesa, else above the button. */
  error: CheckoutError | null;
  disabled?: boolean;
};

/** M-Pesa (to a Kenyan mobile number) or card, and the button that pays. */
export function PaymentForm({ initial, submitLabel, onPay, pending, error, disabled }: Props) {
  const { online } = useNetwork();
  const [method, setMethod] = useState<PaymentProvider>(initial.method);
  const [phone, setPhone] = useState(initial.phone);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const paymentError = error?.step === 'payment' ? error.message : null;

  const pay = () => {
    if (method === 'mpesa') {
      const checked = kenyanPhoneSchema.safeParse(phone);
      setPhoneError(checked.success ? null : (checked.error.issues[0]?.message ?? null));
      if (!checked.success) return;
    }
    onPay({ method, phone });
  };

  return (
    <Stack>
      <Radio.Group
        label="Pay with"
        value={method}
        onChange={(value) => setMethod(value === 'card' ? 'card' : 'mpesa')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="mpesa" label="M-Pesa" description="We send a payment request to your phone" />
          <Radio value="card" label="Card" description="Visa or Mastercard, on Paystack's secure page" />
        </Stack>
      </Radio.Group>
      {method === 'mpesa' && (
        <TextInput
          label="M-Pesa number"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={phoneError ?? paymentError}
        />
      )}
      {method === 'card' && paymentError && (
        <Text c="ember" size="sm" role="alert">
          {paymentError}
        </Text>
      )}
      {error?.step === 'order' && (
        <Alert color="ember" variant="light" role="alert" title="Your order was not placed">
          {error.message}
        </Alert>
      )}
      {!online && (
        <Text size="sm" c="ember" role="status">
          You are offline. Paying needs a connection; your cart is kept until you are back online.
        </Text>
      )}
      <Button size="md" onClick={pay} loading={pending} disabled={disabled || !online}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
