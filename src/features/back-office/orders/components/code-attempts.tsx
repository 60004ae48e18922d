import { Alert, List, Text } from '@mantine/core';
import { DELIVERY_CODE_ATTEMPTS, NO_DELIVERY_PROGRESS } from '@nyama/domain/delivery/delivery';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import type { Order } from '@nyama/domain/orders/order';

/** The lock wrong codes put on the delivery, if any: the shop calls the customer before unlocking it. */
export function DeliveryLock({ order }: { order: Order }) {
  const { lockedAtMs } = order.delivery ?? NO_DELIVERY_PROGRESS;
  if (lockedAtMs === null) return null;
  return (
    <Alert color="ember" title="Delivery locked">
      {DELIVERY_CODE_ATTEMPTS} wrong delivery codes on {formatNairobiDateTime(lockedAtMs)}: the driver cannot
      deliver it and the customer was told. Call the customer before unlocking it.
    </Alert>
  );
}

/** Every delivery code the driver submitted, for the order's timeline. */
export function CodeAttempts({ order }: { order: Order }) {
  const { codeAttempts } = order.delivery ?? NO_DELIVERY_PROGRESS;
  if (codeAttempts.length === 0) return null;
  return (
    <>
      <Text size="sm" fw={600} mt="md">
        Delivery codes entered
      </Text>
      <List size="sm" aria-label="Delivery codes entered">
        {codeAttempts.map((attempt) => (
          <List.Item key={attempt.reportId}>
            {attempt.right ? 'Right code' : 'Wrong code'} · {formatNairobiDateTime(attempt.atMs)}
          </List.Item>
        ))}
      </List>
    </>
  );
}
