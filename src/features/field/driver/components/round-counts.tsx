import { Group, Paper, Text } from '@mantine/core';
import { isToDeliver, type OrderStatus } from '@nyama/domain/kernel/order-status';

/** The day at a glance: how many deliveries, how many done, and what is still waiting for signal. */
export function RoundCounts({ statuses, waiting }: { statuses: OrderStatus[]; waiting: number }) {
  const counts = [
    ['Deliveries', statuses.length],
    ['To deliver', statuses.filter(isToDeliver).length],
    ['Delivered', statuses.filter((status) => status === 'delivered').length],
    ['Pending sync', waiting],
  ] as const;
  return (
    <Group gap="xs" grow aria-label="Round counts" role="list">
      {counts.map(([label, count]) => (
        <Paper key={label} withBorder p="xs" ta="center" role="listitem" aria-label={`${label}: ${count}`}>
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
