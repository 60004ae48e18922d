import { Chip, Group, Skeleton } from '@mantine/core';
import { ORDER_STATUSES, type OrderStatus } from '@nyama/domain/kernel/order-status';
import { m } from '../../../../paraglide/messages';
import { ORDER_STATUS_WORDS } from '../../../../lib/domain-words';

type Props = {
  counts: Record<OrderStatus, number> | undefined;
  selected: OrderStatus | undefined;
  onSelect: (status: OrderStatus | undefined) => void;
};

/** How many orders each state holds under the other filters; a chip filters the board to its state. */
export function StatusCounts({ counts, selected, onSelect }: Props) {
  if (!counts) return <Skeleton h={30} role="status" aria-label={m.staff_counts_counting()} />;
  return (
    <Chip.Group
      value={selected ?? 'open'}
      onChange={(value) => onSelect(value === 'open' ? undefined : (value as OrderStatus))}
    >
      <Group gap={6} role="group" aria-label={m.staff_close_by_status()}>
        <Chip value="open" size="sm">
          {m.staff_counts_all()}
        </Chip>
        {ORDER_STATUSES.map((status) => (
          <Chip key={status} value={status} size="sm">
            {ORDER_STATUS_WORDS[status]()} {counts[status]}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
