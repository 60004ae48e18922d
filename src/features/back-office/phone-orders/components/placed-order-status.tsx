import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MpesaNumberField, mpesaNumberError } from '../../../../components/mpesa-number-field';
import { amountDueCents } from '@nyama/domain/delivery/delivery';
import { formatKes } from '@nyama/domain/kernel/money';
import type { Order } from '@nyama/domain/orders/order';
import { ORDER_STATUS_LABEL } from '@nyama/domain/kernel/order-status';
import { paymentStage } from '@nyama/domain/payments/payment-stage';
import { FormError } from '../../../../components/form-error';

type Props = {
  order: Order;
  /** The number the last prompt went to, offered again. */
  phone: string;
  onPromptAgain: (phone: string) => void;
  prompting: boolean;
  /** Why the last prompt could not be sent, from the server. */
  promptError: string | null;
};

/** A placed phone order's payment, live: what the customer is doing on their phone, and what to do next. */
export function PlacedOrderStatus({ order, phone, onPromptAgain, prompting, promptError }: Props) {
  const form = useForm({ initialValues: { phone }, validate: { phone: mpesaNumberError } });
  const stage = paymentStage(order);
  // While a prompt's outcome is unknown the server refuses another until it can no longer be answered.
  const canPrompt = stage !== 'paid' && stage !== 'onDelivery' && stage !== 'closed';

  return (
    <Stack>
      <Text>
        Order <strong>{order.number}</strong> for {formatKes(order.totalCents)} is placed.
      </Text>
      {stage === 'waiting' && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>Waiting for the customer to approve the M-Pesa prompt on their phone…</Text>
        </Group>
      )}
      {stage === 'unconfirmed' && (
        <Alert color="yellow" title="Waiting for M-Pesa to confirm" role="status">
          M-Pesa did not confirm that it sent the prompt; it may be on the customer&apos;s phone. Ask them to
          answer it if it is. Another prompt can be sent once this one can no longer be answered.
        </Alert>
      )}
      {stage === 'notStarted' && <Text role="status">The M-Pesa prompt has not been sent yet.</Text>}
      {stage === 'failed' && (
        <FormError
          title="Payment failed"
          message={order.payment?.message ?? 'The payment did not go through.'}
        />
      )}
      {stage === 'onDelivery' && (
        <Alert color="green" title="Confirmed" role="status">
          To be paid on delivery: the driver collects {formatKes(amountDueCents(order))}.
        </Alert>
      )}
      {stage === 'paid' && (
        <Alert color="green" title="Paid" role="status">
          The customer paid{order.payment?.receipt ? ` (M-Pesa receipt ${order.payment.receipt})` : ''}.
        </Alert>
      )}
      {stage === 'closed' && (
        <Alert color="gray" title={ORDER_STATUS_LABEL[order.status]}>
          This order is {ORDER_STATUS_LABEL[order.status].toLowerCase()}; nothing more will be charged.
        </Alert>
      )}
      <FormError title="The prompt was not sent" message={promptError} />
      {canPrompt && (
        <form noValidate onSubmit={form.onSubmit((values) => onPromptAgain(values.phone))}>
          <Group align="flex-start" gap="xs">
            <MpesaNumberField autoComplete="off" {...form.getInputProps('phone')} />
            <Button type="submit" variant="light" mt={24} loading={prompting}>
              {stage === 'waiting' || stage === 'unconfirmed' ? 'Send the prompt again' : 'Send the prompt'}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
