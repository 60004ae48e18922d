import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MpesaNumberField, mpesaNumberError } from '../../../../components/mpesa-number-field';
import { amountDueCents } from '@nyama/domain/delivery/delivery';
import { formatKes } from '@nyama/domain/kernel/money';
import type { Order } from '@nyama/domain/orders/order';
import { paymentStage } from '@nyama/domain/payments/payment-stage';
import { FormError } from '../../../../components/form-error';
import { ORDER_STATUS_WORDS } from '../../../../lib/domain-words';
import { paymentWords } from '../../../../lib/refusal-words';
import { m } from '../../../../paraglide/messages';

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
        {m.staff_phone_placed_order()} <strong>{order.number}</strong>{' '}
        {m.staff_phone_placed_amount({ amount: formatKes(order.totalCents) })}
      </Text>
      {stage === 'waiting' && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{m.staff_phone_waiting()}</Text>
        </Group>
      )}
      {stage === 'unconfirmed' && (
        <Alert color="yellow" title={m.staff_phone_unconfirmed_title()} role="status">
          {m.staff_phone_unconfirmed()}
        </Alert>
      )}
      {stage === 'notStarted' && <Text role="status">{m.staff_phone_not_sent_yet()}</Text>}
      {stage === 'failed' && (
        <FormError
          title={m.staff_phone_payment_failed()}
          message={(order.payment && paymentWords(order.payment)) ?? m.staff_phone_payment_did_not_go()}
        />
      )}
      {stage === 'onDelivery' && (
        <Alert color="green" title={m.staff_phone_confirmed()} role="status">
          {m.staff_phone_on_delivery_due({ amount: formatKes(amountDueCents(order)) })}
        </Alert>
      )}
      {stage === 'paid' && (
        <Alert color="green" title={m.staff_phone_paid()} role="status">
          {order.payment?.receipt
            ? m.staff_phone_customer_paid_receipt({ receipt: order.payment.receipt })
            : m.staff_phone_customer_paid()}
        </Alert>
      )}
      {stage === 'closed' && (
        <Alert color="gray" title={ORDER_STATUS_WORDS[order.status]()}>
          {m.staff_phone_closed({ status: ORDER_STATUS_WORDS[order.status]().toLowerCase() })}
        </Alert>
      )}
      <FormError title={m.staff_phone_prompt_not_sent()} message={promptError} />
      {canPrompt && (
        <form noValidate onSubmit={form.onSubmit((values) => onPromptAgain(values.phone))}>
          <Group align="flex-start" gap="xs">
            <MpesaNumberField autoComplete="off" {...form.getInputProps('phone')} />
            <Button type="submit" variant="light" mt={24} loading={prompting}>
              {stage === 'waiting' || stage === 'unconfirmed'
                ? m.staff_phone_send_again()
                : m.staff_phone_send()}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
