import { Text, Timeline } from '@mantine/core';
import { nairobiClock } from '@nyama/domain/kernel/nairobi-time';
import { weekdayTime } from '@nyama/domain/kernel/shop-dates';
import type { Order } from '@nyama/domain/orders/order';
import { ORDER_STATUS_WORDS } from '../lib/domain-words';
import { spokenLocale } from '../lib/locale';
import { m } from '../paraglide/messages';

/** "Mon 16:05" in the page's language, Nairobi time. */
const dayAndTime = (ms: number) => weekdayTime(nairobiClock(ms), spokenLocale());

type Props = {
  history: Order['statusHistory'];
  /** How each step's time reads: the customer's "Mon 16:05" by default, staff want the full date. */
  formatTime?: (ms: number) => string;
};

/** Every status the order went through, newest last, with when (Nairobi time). */
export function StatusTimeline({ history, formatTime = dayAndTime }: Props) {
  return (
    <Timeline
      active={history.length - 1}
      bulletSize={14}
      lineWidth={2}
      aria-label={m.shared_timeline_label()}
    >
      {history.map((step) => (
        <Timeline.Item key={`${step.status}-${step.atMs}`} title={ORDER_STATUS_WORDS[step.status]()}>
          <Text size="xs" c="dimmed">
            {formatTime(step.atMs)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
