import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LoadingScreen } from '../../../../components/loading-screen';
import { amountDueCents } from '@nyama/domain/delivery/delivery';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiTime } from '@nyama/domain/kernel/nairobi-time';
import { ORDER_STATUS_LABEL } from '@nyama/domain/kernel/order-status';
import { heldForPaymentUntil, payAgainFrom, paymentStage } from '@nyama/domain/payments/payment-stage';
import { useNow } from '../../../../lib/use-now';
import { useCurrentOrder } from '../../orders/public';
import { FormError } from '../../../../components/form-error';

/** "in 4 minutes", "in 1 minute": the wait rounded up, so it never says "now" before the time. */
function minutesUntil(atMs: number, nowMs: number): string {
  const minutes = Math.max(1, Math.ceil((atMs - nowMs) / 60_000));
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
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
        <Text>You have no order waiting for payment.</Text>
        <Button component={Link} to="/">
          Back to the shop
        </Button>
      </Stack>
    );
  }
  const { order } = currentOrder;
  const stage = paymentStage(order);
  const heldUntilMs = heldForPaymentUntil(order, nowMs);
  const payAgainFromMs = payAgainFrom(order, nowMs);
  const paying = order.payment?.provider === 'card' ? 'card payment' : 'M-Pesa payment';

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto">
      <Stack>
        <Title order={1} size="h2">
          Order {order.number}
        </Title>
        <Text>Total {formatKes(order.totalCents)}</Text>
        {stage === 'waiting' && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text>
              {order.payment?.provider === 'card'
                ? 'Waiting for the card payment to be confirmed…'
                : 'Waiting for your M-Pesa payment…'}
            </Text>
          </Group>
        )}
        {stage === 'unconfirmed' && (
          <Alert color="yellow" title="Waiting for M-Pesa to confirm" role="status">
            {order.payment?.message ??
              'If an M-Pesa prompt comes to your phone, answer it; do not pay again.'}
          </Alert>
        )}
        {heldUntilMs !== null && (
          <Alert color="blue" title="Your order is kept for this payment" role="status">
            Your time to pay is up, but your {paying} is still on its way: we keep the order until{' '}
            {formatNairobiTime(heldUntilMs)} for its answer. If none comes by then, the order expires and any
            money that still arrives is refunded.
          </Alert>
        )}
        {stage === 'notStarted' && <Text>Your order is placed; the payment has not started yet.</Text>}
        {stage === 'failed' && (
          <FormError
            title="Payment failed"
            message={order.payment?.message ?? 'The payment did not go through.'}
          />
        )}
        {stage === 'onDelivery' && (
          <Alert color="green" title="Confirmed" role="status">
            We are preparing your order; you pay {formatKes(amountDueCents(order))} on delivery.
          </Alert>
        )}
        {stage === 'paid' && (
          <Alert color="green" title="Paid" role="status">
            Thank you! We have your payment
            {order.payment?.receipt ? ` (receipt ${order.payment.receipt})` : ''}. We are preparing your
            order.
          </Alert>
        )}
        {stage === 'closed' && (
          <Alert color="gray" title={ORDER_STATUS_LABEL[order.status]}>
            This order is {ORDER_STATUS_LABEL[order.status].toLowerCase()}; nothing more will be charged.
          </Alert>
        )}
        {payAgainFromMs !== null && (
          <Text size="sm" role="status">
            You can try again {minutesUntil(payAgainFromMs, nowMs)}, at {formatNairobiTime(payAgainFromMs)},
            if no prompt has come by then.
          </Text>
        )}
        <Group>
          {(stage === 'failed' || stage === 'notStarted') && (
            <Button component={Link} to="/copayment">
              {stage === 'notStarted' ? 'Pay now' : 'Try again'}
            </Button>
          )}
          {/* Offered when the shop would take it: before then a second prompt could charge twice. */}
          {stage === 'unconfirmed' &&
            (payAgainFromMs === null ? (
              <Button component={Link} to="/copayment" variant="default">
                Try again
              </Button>
            ) : (
              <Button variant="default" disabled>
                Try again at {formatNairobiTime(payAgainFromMs)}
              </Button>
            ))}
          {(stage === 'paid' || stage === 'onDelivery') && (
            <Button component={Link} to="/coopenorder">
              Follow your order
            </Button>
          )}
          {stage === 'closed' && (
            <Button component={Link} to="/">
              Back to the shop
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
