import { Alert, List, Text } from '@mantine/core';
import { DELIVERY_CODE_ATTEMPTS, NO_DELIVERY_PROGRESS } from '@nyama/domain/delivery/delivery';
import type { Order } from '@nyama/domain/orders/order';
import { m } from '../../../../paraglide/messages';
import { formatDateTime } from '../../../../lib/format-time';

/** The lock wrong codes put on the delivery, if any: the shop calls the customer before unlocking it. */
export function DeliveryLock({ order }: { order: Order }) {
  const { lockedAtMs } = order.delivery ?? NO_DELIVERY_PROGRESS;
  if (lockedAtMs === null) return null;
  return (
    <Alert color="ember" title={m.staff_lock_title()}>
      {m.staff_lock_body({ count: DELIVERY_CODE_ATTEMPTS, when: formatDateTime(lockedAtMs) })}
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
        {m.staff_codes_entered()}
      </Text>
      <List size="sm" aria-label={m.staff_codes_entered()}>
        {codeAttempts.map((attempt) => (
          <List.Item key={attempt.reportId}>
            {attempt.right ? m.staff_codes_right() : m.staff_codes_wrong()} · {formatDateTime(attempt.atMs)}
          </List.Item>
        ))}
      </List>
    </>
  );
}
