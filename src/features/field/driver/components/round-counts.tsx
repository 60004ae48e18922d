import { Group, Paper, Text } from '@mantine/core';
import { isToDeliver, type OrderStatus } from '@nyama/domain/kernel/order-status';
import { m } from '../../../../paraglide/messages';

/** The day at a glance: how many deliveries, how many done, and what is still waiting for signal. */
export function RoundCounts({ statuses, waiting }: { statuses: OrderStatus[]; waiting: number }) {
  const counts = [
    [m.field_driver_count_deliveries(), statuses.length],
    [m.field_driver_count_to_deliver(), statuses.filter(isToDeliver).length],
    [m.field_driver_count_delivered(), statuses.filter((status) => status === 'delivered').length],
    [m.field_driver_count_pending(), waiting],
  ] as const;
  return (
    <Group gap="xs" grow aria-label={m.field_driver_counts()} role="list">
      {counts.map(([label, count]) => (
        <Paper
          key={label}
          withBorder
          p="xs"
          ta="center"
          role="listitem"
          aria-label={m.field_driver_count_label({ label, count })}
        >
          <Text fw={700} size="lg">
            {count}
          </Text>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
        </Paper>
      ))}
    </Group>
  );
}
