import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { QuantityStepper } from '../../../../components/quantity-stepper';
import { priceAt } from '@nyama/domain/catalogue/item-price';
import { formatKes } from '@nyama/domain/kernel/money';
import { priceLine } from '@nyama/domain/catalogue/pricing';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { removeLine, setLineQuantity } from '../api/cart-actions';
import type { CartLine } from '@nyama/domain/orders/cart-lines';
import { UNIT_WORDS } from '../../../../lib/unit-words';
import { m } from '../../../../paraglide/messages';

/** One cart line: the quantity is editable in the item's steps; the price is an estimate until weighed. */
export function CartLineRow({ line }: { line: CartLine }) {
  const { item } = line;
  const [nowMs] = useState(() => Date.now());
  const { lineTotalCents, estimatedGrams } = priceLine(item, line.quantity, nowMs);
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="wrap"
      gap="sm"
      py="sm"
      aria-label={item.name}
    >
      <Stack gap={2} miw={160} style={{ flex: 1 }}>
        <Anchor
          renderRoot={(props) => (
            <Link
              to="/shop/$group/$itemId"
              params={{ group: item.groupId, itemId: line.itemId }}
              {...props}
            />
          )}
          fw={700}
          c="inherit"
        >
          {item.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {formatKes(priceAt(item, nowMs))} {UNIT_WORDS[item.unit]()}
          {item.unit !== 'kg' &&
            estimatedGrams > 0 &&
            ` · ${m.store_cart_about({ weight: formatWeight(estimatedGrams) })}`}
        </Text>
      </Stack>
      <QuantityStepper
        item={item}
        value={line.quantity}
        onChange={(quantity) => void setLineQuantity(line, quantity)}
        label={m.store_cart_quantity_of({ name: item.name })}
      />
      <Group gap="xs" wrap="nowrap" miw={120} justify="flex-end">
        <Text fw={700}>{formatKes(lineTotalCents)}</Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={m.store_cart_remove({ name: item.name })}
          onClick={() => void removeLine(line.itemId)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
