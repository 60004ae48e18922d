import { Text } from '@mantine/core';
import type { Settlement } from '../../../../domain/settlement';
import { formatKes } from '../../../../domain/money';

const SENTENCE: Record<Settlement, (amount: string) => string> = {
  absorbed: () => 'Within tolerance: the difference is absorbed.',
  topUp: (amount) => `The customer owes ${amount} more.`,
  refund: (amount) => `${amount} goes back to the customer.`,
};

/**
 * What the scale's or a change's difference means for the customer's money; nothing for an order that
 * received none (it has no settlement: the driver collects its total).
 */
export function SettlementNote({ settlement, cents }: { settlement: Settlement | null; cents: number }) {
  if (settlement === null) return null;
  return <Text size="sm">{SENTENCE[settlement](formatKes(cents))}</Text>;
}
