import { Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from '@tanstack/react-router';
import { LoadingScreen } from '../../../../components/loading-screen';
import { formatKes } from '@nyama/domain/kernel/money';
import type { Order } from '@nyama/domain/orders/order';
import { formatKenyanPhone, normaliseKenyanPhone } from '@nyama/domain/kernel/phone';
import { isUnpaid } from '@nyama/domain/kernel/order-status';
import { useCurrentOrder } from '../../orders/public';
import { useCheckout, type CheckoutState } from '../api/checkout-state';
import { m } from '../../../../paraglide/messages';

/** Marks the parts a sentence shows apart (in bold, as a link): split on it, in either language's word order. */
const MARK = '\u0000';
const bold = (value: string) => `${MARK}${value}${MARK}`;

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

/** "We sent an M-Pesa request for <amount> to <phone>.", with what is known of the two, each in bold. */
function sent(amount: string | null | undefined, phone: string | null | undefined): string {
  if (amount && phone)
    return m.checkout_mpesa_sent_amount_phone({ amount: bold(amount), phone: bold(phone) });
  if (amount) return m.checkout_mpesa_sent_amount({ amount: bold(amount) });
  if (phone) return m.checkout_mpesa_sent_phone({ phone: bold(phone) });
  return m.checkout_mpesa_sent();
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
  const noRequest = m.checkout_mpesa_no_request({ link: MARK }).split(MARK);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={520} mx="auto">
      <Stack>
        <Title order={1} size="h2">
          {m.checkout_mpesa_title()}
        </Title>
        <Text>
          {sent(paying && formatKes(paying.totalCents), msisdn && formatKenyanPhone(msisdn))
            .split(MARK)
            .map((part, index) => (index % 2 === 1 ? <strong key={index}>{part}</strong> : part))}{' '}
          {paying ? m.checkout_mpesa_pin_order({ number: paying.number }) : m.checkout_mpesa_pin()}
        </Text>
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{m.checkout_mpesa_waiting()}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {noRequest[0]}
          <Anchor component={Link} to="/copayment" size="sm">
            {m.checkout_mpesa_no_request_link()}
          </Anchor>
          {noRequest[1]}
        </Text>
      </Stack>
    </Paper>
  );
}
