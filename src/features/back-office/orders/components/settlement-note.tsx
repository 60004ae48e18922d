import { Text } from '@mantine/core';
import type { Settlement } from '@nyama/domain/orders/settlement';
import { formatKes } from '@nyama/domain/kernel/money';
import { m } from '../../../../paraglide/messages';

const SENTENCE: Record<Settlement, (amount: string) => string> = {
  absorbed: () => m.staff_settle_absorbed(),
  topUp: (amount) => m.staff_settle_top_up({ amount }),
  refund: (amount) => m.staff_settle_refund({ amount }),
};

type Props = {
  settlement: Settlement | null;
  cents: number;
  /** What the order now costs: all the driver collects when it received no money. */
  totalCents: number;
};

/**
 * What the scale's or a change's difference means for the customer's money. An order that received none
 * has no settlement (decision 016): the driver collects its whole total at the door.
 */
export function SettlementNote({ settlement, cents, totalCents }: Props) {
  return (
    <Text size="sm">
      {settlement === null
        ? m.staff_settle_none({ amount: formatKes(totalCents) })
        : SENTENCE[settlement](formatKes(cents))}
    </Text>
  );
}
