import { Divider, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CatchWeightNote } from '../../../../components/catch-weight-note';
import { formatKes } from '@nyama/domain/kernel/money';
import { priceOrder } from '@nyama/domain/catalogue/pricing';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { toPricedLine, type CartLine } from '@nyama/domain/orders/cart-lines';
import { m } from '../../../../paraglide/messages';

/** The estimate the customer sees before checkout: the server prices the real order. */
export function CartSummary({ lines }: { lines: CartLine[] }) {
  const [nowMs] = useState(() => Date.now());
  const pricing = priceOrder(lines.map(toPricedLine), null, nowMs);
  const grams = pricing.lines.reduce((sum, line) => sum + line.estimatedGrams, 0);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text>{m.store_cart_estimated_weight()}</Text>
        <Text>{formatWeight(grams)}</Text>
      </Group>
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{m.store_cart_estimated_subtotal()}</Text>
        <Text fw={700} aria-label={m.store_cart_estimated_subtotal()}>
          {formatKes(pricing.subtotalCents)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {m.store_cart_added_at_checkout()}
      </Text>
      {lines.some((line) => line.item.unit === 'kg') && <CatchWeightNote />}
    </Stack>
  );
}
