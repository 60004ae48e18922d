import { Badge, Group, Stack, Text } from '@mantine/core';
import { isInStock, UNIT_LABEL, type Item } from '@nyama/domain/catalogue/catalog';
import { describeSelling, describeStock, describeVat } from '@nyama/domain/catalogue/item-facts';
import { priceAt } from '@nyama/domain/catalogue/item-price';
import { formatKes } from '@nyama/domain/kernel/money';

/**
 * What anyone choosing how much of an item needs: its price now and unit, the stock, how it is sold (steps,
 * minimum) and its VAT. The customer's item page and the Admin's phone order show it alike.
 */
export function ItemFacts({ item, nowMs }: { item: Item; nowMs: number }) {
  return (
    <Stack gap="sm">
      <Group gap="xs" align="baseline">
        <Text fz="xl" fw={700}>
          {formatKes(priceAt(item, nowMs))}
        </Text>
        <Text c="dimmed">{UNIT_LABEL[item.unit]}</Text>
        <Badge color={isInStock(item) ? 'green' : 'ember'} variant="light">
          {describeStock(item)}
        </Badge>
      </Group>
      <Stack gap={0}>
        <Text size="sm">{describeSelling(item)}</Text>
        <Text size="sm" c="dimmed">
          {describeVat(item.taxRateBps)}
        </Text>
      </Stack>
    </Stack>
  );
}
