import { Alert, Button, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNetwork } from '@mantine/hooks';
import { MpesaNumberField, mpesaNumberError } from '../../../../components/mpesa-number-field';
import type { CheckoutError, PaymentChoice } from '../api/use-place-and-pay';
import { FormError } from '../../../../components/form-error';
import { m } from '../../../../paraglide/messages';

type Props = {
  initial: PaymentChoice;
  submitLabel: string;
  onPay: (choice: PaymentChoice) => void;
  pending: boolean;
  /** The server's answer, shown next to what it is about: the M-Pesa number it refused, else the form. */
  error: CheckoutError | null;
  disabled?: boolean;
};

/** M-Pesa (to a Kenyan mobile number) or card, and the button that pays. */
export function PaymentForm({ initial, submitLabel, onPay, pending, error, disabled }: Props) {
  const { online } = useNetwork();
  const form = useForm<PaymentChoice>({
    initialValues: initial,
    validate: { phone: (phone, { method }) => (method === 'mpesa' ? mpesaNumberError(phone) : null) },
  });
  const { method } = form.getValues();
  // A busy shop is about neither the phone nor the order: it has its own place, with its way to try again.
  const paymentError = error?.step === 'payment' && !error.busy ? error : null;
  // Only a refused number belongs under the number: "wait for the last payment" is not about it.
  const numberError = method === 'mpesa' && paymentError?.aboutInput ? paymentError.message : null;

  return (
    <form noValidate onSubmit={form.onSubmit((choice) => onPay(choice))}>
      <Stack>
        <Radio.Group
          label={m.checkout_pay_with()}
          value={method}
          onChange={(value) => form.setFieldValue('method', value === 'card' ? 'card' : 'mpesa')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="mpesa" label={m.money_mpesa()} description={m.checkout_mpesa_detail()} />
            <Radio value="card" label={m.money_card()} description={m.checkout_card_detail()} />
          </Stack>
        </Radio.Group>
        {method === 'mpesa' && (
          <MpesaNumberField {...form.getInputProps('phone')} error={form.errors['phone'] ?? numberError} />
        )}
        {paymentError && numberError === null && (
          <FormError title={m.checkout_payment_not_started()} message={paymentError.message} />
        )}
        {error?.step === 'order' && !error.busy && (
          <FormError title={m.checkout_order_not_placed()} message={error.message} />
        )}
        {error?.busy && (
          <Alert color="yellow" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{error.message}</Text>
              {/* The same choices again: the same attempt, which the shop places at most once. */}
              <Button type="submit" variant="light" size="xs" loading={pending} disabled={!online}>
                {m.try_again()}
              </Button>
            </Stack>
          </Alert>
        )}
        {!online && (
          <Text size="sm" c="ember" role="status">
            {m.checkout_offline_paying()}
          </Text>
        )}
        <Button type="submit" size="md" loading={pending} disabled={disabled || !online}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
