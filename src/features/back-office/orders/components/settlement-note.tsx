import { Text } from '@mantine/core';
import type { Settlement } from '@nyama/domain/orders/settlement';
import { formatKes } from '@nyama/domain/kernel/money';

const SENTENCE: Record<Settlement, (amount: string) => string> = {
  absorbed: () => 'Within tolerance: the difference is absorbed.',
  topUp: (amount) => `The customer owes ${amount} more.`,
  refund: (amount) => `${amount} goes back to the customer.`,
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
        ? `No settlement: nothing was paid, so the driver collects ${formatKes(totalCents)} on delivery.`
        : SENTENCE[settlement](formatKes(cents))}
    </Text>
  );
}
