import { Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from '@tanstack/react-router';
import { LoadingScreen } from '../../../../components/loading-screen';
import { formatKes } from '@nyama/domain/kernel/money';
import type { Order } from '@nyama/domain/orders/order';
import { formatKenyanPhone, normaliseKenyanPhone } from '@nyama/domain/kernel/phone';
import { isUnpaid } from '@nyama/domain/kernel/order-status';
import { useCurrentOrder } from '../../orders/public';
import { useCheckout, type CheckoutState } from '../api/checkout-state';

/**
 * Still waiting for the prompt just sent. The live order may lag behind it for a moment: the session
 * may still show the previous order, or this order with its previous (failed) attempt.
 */
function isWaiting(order: (Order & { id: string }) | null, attempt: CheckoutState['mpesaAttempt']): boolean {
  if (attempt === null) return false;
  if (order?.id !== attempt.orderId) return true;
  if (!isUnpaid(order.status)) return false;
  return order.payment?.paymentId !== attempt.paymentId || order.payment.state === 'pending';
}

/** /paympesa: "check your phone" while the M-Pesa prompt waits; moves on once M-Pesa has answered. */
export function MpesaPromptPage() {
  const currentOrder = useCurrentOrder();
  const state = useCheckout();
  if (!state || currentOrder.status === 'loading') return <LoadingScreen />;
  const order = currentOrder.status === 'ready' ? currentOrder.order : null;
  if (!isWaiting(order, state.mpesaAttempt)) return <Navigate to="/paymentprocess" replace />;
  const msisdn = normaliseKenyanPhone(state.phone);
  const paying = order?.id === state.mpesaAttempt?.orderId ? order : null;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={520} mx="auto">
      <Stack>
        <Title order={1} size="h2">
          Check your phone
        </Title>
        <Text>
          We sent an M-Pesa request
          {paying && (
            <>
              {' '}
              for <strong>{formatKes(paying.totalCents)}</strong>
            </>
          )}
          {msisdn && (
            <>
              {' '}
              to <strong>{formatKenyanPhone(msisdn)}</strong>
            </>
          )}
          . Enter your M-Pesa PIN on your phone to pay {paying ? `order ${paying.number}` : 'your order'}.
        </Text>
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">Waiting for M-Pesa…</Text>
        </Group>
        <Text size="sm" c="dimmed">
          No request on your phone? Check the number, make sure the phone is on, then{' '}
          <Anchor component={Link} to="/copayment" size="sm">
            try again or pay by card
          </Anchor>
          .
        </Text>
      </Stack>
    </Paper>
  );
}
