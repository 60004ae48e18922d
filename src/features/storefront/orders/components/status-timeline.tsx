import { Text, Timeline } from '@mantine/core';
import type { Order } from '../../../../domain/order';
import { ORDER_STATUS_LABEL } from '../../../../domain/order-status';

const timeFormat = new Intl.DateTimeFormat('en-KE', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Nairobi',
});

/** Every status the order went through, newest last, with when (Nairobi time). */
export function StatusTimeline({ history }: { history: Order['statusHistory'] }) {
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} aria-label="Order status history">
      {history.map((step) => (
        <Timeline.Item key={`${step.status}-${step.atMs}`} title={ORDER_STATUS_LABEL[step.status]}>
          <Text size="xs" c="dimmed">
            {timeFormat.format(step.atMs)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
