import { Badge, Group, Stack, Text } from '@mantine/core';
import { isInStock, type Item } from '@nyama/domain/catalogue/catalog';
import { priceAt } from '@nyama/domain/catalogue/item-price';
import { formatKes } from '@nyama/domain/kernel/money';
import { UNIT_WORDS } from '../lib/unit-words';
import { sellingWords, stockWords, vatWords } from '../lib/quantity-words';

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
        <Text c="dimmed">{UNIT_WORDS[item.unit]()}</Text>
        <Badge color={isInStock(item) ? 'green' : 'ember'} variant="light">
          {stockWords(item)}
        </Badge>
      </Group>
      <Stack gap={0}>
        <Text size="sm">{sellingWords(item)}</Text>
        <Text size="sm" c="dimmed">
          {vatWords(item.taxType)}
        </Text>
      </Stack>
    </Stack>
  );
}
