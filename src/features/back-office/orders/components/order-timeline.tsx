import { Text, Timeline } from '@mantine/core';
import { formatNairobiDateTime } from '../../../../domain/nairobi-time';
import type { Order } from '../../../../domain/order';
import { ORDER_STATUS_LABEL } from '../../../../domain/order-status';

/** The order's states in the order they happened (who moved it is in the audit trail beside it). */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <Timeline
      active={order.statusHistory.length - 1}
      bulletSize={14}
      lineWidth={2}
      aria-label="Status history"
    >
      {order.statusHistory.map((step, index) => (
        <Timeline.Item key={`${step.status}-${index}`} title={ORDER_STATUS_LABEL[step.status]}>
          <Text size="xs" c="dimmed">
            {formatNairobiDateTime(step.atMs)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
