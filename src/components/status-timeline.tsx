import { Text, Timeline } from '@mantine/core';
import type { Order } from '@nyama/domain/orders/order';
import { ORDER_STATUS_LABEL } from '@nyama/domain/kernel/order-status';

const dayAndTime = new Intl.DateTimeFormat('en-KE', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Nairobi',
});

type Props = {
  history: Order['statusHistory'];
  /** How each step's time reads: the customer's "Mon 16:05" by default, staff want the full date. */
  formatTime?: (ms: number) => string;
};

/** Every status the order went through, newest last, with when (Nairobi time). */
export function StatusTimeline({ history, formatTime = (ms) => dayAndTime.format(ms) }: Props) {
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} aria-label="Order status history">
      {history.map((step) => (
        <Timeline.Item key={`${step.status}-${step.atMs}`} title={ORDER_STATUS_LABEL[step.status]}>
          <Text size="xs" c="dimmed">
            {formatTime(step.atMs)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
