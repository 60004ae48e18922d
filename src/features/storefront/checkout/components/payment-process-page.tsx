import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LoadingScreen } from '../../../../components/loading-screen';
import { amountDueCents } from '@nyama/domain/delivery/delivery';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiTime } from '@nyama/domain/kernel/nairobi-time';
import { heldForPaymentUntil, payAgainFrom, paymentStage } from '@nyama/domain/payments/payment-stage';
import { useNow } from '../../../../lib/use-now';
import { useCurrentOrder } from '../../orders/public';
import { FormError } from '../../../../components/form-error';
import { ORDER_STATUS_WORDS } from '../../../../lib/domain-words';
import { paymentWords } from '../../../../lib/refusal-words';
import { m } from '../../../../paraglide/messages';

/** The minutes to wait, rounded up, so it never says "now" before the time. */
function minutesUntil(atMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((atMs - nowMs) / 60_000));
}

/**
 * /paymentprocess: live status of paying the current order, with "try again" when it failed. While a
 * payment is in flight past the order's own time to pay, it says the order is kept for it, until when.
 */
export function PaymentProcessPage() {
  const currentOrder = useCurrentOrder();
  const nowMs = useNow(15_000);
  if (currentOrder.status === 'loading') return <LoadingScreen />;
  if (currentOrder.status === 'error') return <FormError message={currentOrder.message} />;
  if (currentOrder.status === 'none') {
    return (
      <Stack align="center" py="xl">
        <Text>{m.checkout_process_none()}</Text>
        <Button component={Link} to="/">
          {m.checkout_back_to_shop()}
        </Button>
      </Stack>
    );
  }
  const { order } = currentOrder;
  const stage = paymentStage(order);
  const heldUntilMs = heldForPaymentUntil(order, nowMs);
  const payAgainFromMs = payAgainFrom(order, nowMs);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto">
      <Stack>
        <Title order={1} size="h2">
          {m.checkout_order_title({ number: order.number })}
        </Title>
        <Text>{m.checkout_total({ amount: formatKes(order.totalCents) })}</Text>
        {stage === 'waiting' && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text>
              {order.payment?.provider === 'card'
                ? m.checkout_process_waiting_card()
                : m.checkout_process_waiting_mpesa()}
            </Text>
          </Group>
        )}
        {stage === 'unconfirmed' && (
          <Alert color="yellow" title={m.checkout_process_unconfirmed_title()} role="status">
            {(order.payment && paymentWords(order.payment)) ?? m.checkout_process_unconfirmed()}
          </Alert>
        )}
        {heldUntilMs !== null && (
          <Alert color="blue" title={m.checkout_process_kept_title()} role="status">
            {order.payment?.provider === 'card'
              ? m.checkout_process_kept_card({ time: formatNairobiTime(heldUntilMs) })
              : m.checkout_process_kept_mpesa({ time: formatNairobiTime(heldUntilMs) })}
          </Alert>
        )}
        {stage === 'notStarted' && <Text>{m.checkout_process_not_started()}</Text>}
        {stage === 'failed' && (
          <FormError
            title={m.checkout_process_failed()}
            message={(order.payment && paymentWords(order.payment)) ?? m.checkout_process_not_through()}
          />
        )}
        {stage === 'onDelivery' && (
          <Alert color="green" title={m.checkout_process_confirmed()} role="status">
            {m.checkout_process_on_delivery({ amount: formatKes(amountDueCents(order)) })}
          </Alert>
        )}
        {stage === 'paid' && (
          <Alert color="green" title={m.checkout_process_paid()} role="status">
            {order.payment?.receipt
              ? m.checkout_process_thanks_receipt({ receipt: order.payment.receipt })
              : m.checkout_process_thanks()}
          </Alert>
        )}
        {stage === 'closed' && (
          <Alert color="gray" title={ORDER_STATUS_WORDS[order.status]()}>
            {m.checkout_process_closed({ status: ORDER_STATUS_WORDS[order.status]().toLowerCase() })}
          </Alert>
        )}
        {payAgainFromMs !== null && (
          <Text size="sm" role="status">
            {m.checkout_process_try_again_in({
              minutes: minutesUntil(payAgainFromMs, nowMs),
              time: formatNairobiTime(payAgainFromMs),
            })}
          </Text>
        )}
        <Group>
          {(stage === 'failed' || stage === 'notStarted') && (
            <Button component={Link} to="/copayment">
              {stage === 'notStarted' ? m.checkout_pay_now() : m.try_again()}
            </Button>
          )}
          {/* Offered when the shop would take it: before then a second prompt could charge twice. */}
          {stage === 'unconfirmed' &&
            (payAgainFromMs === null ? (
              <Button component={Link} to="/copayment" variant="default">
                {m.try_again()}
              </Button>
            ) : (
              <Button variant="default" disabled>
                {m.checkout_try_again_at({ time: formatNairobiTime(payAgainFromMs) })}
              </Button>
            ))}
          {(stage === 'paid' || stage === 'onDelivery') && (
            <Button component={Link} to="/coopenorder">
              {m.checkout_follow_order()}
            </Button>
          )}
          {stage === 'closed' && (
            <Button component={Link} to="/">
              {m.checkout_back_to_shop()}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
