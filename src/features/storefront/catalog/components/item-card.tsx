import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Picture } from '../../../../components/picture';
import { isInStock, type Item } from '@nyama/domain/catalogue/catalog';
import { priceAt } from '@nyama/domain/catalogue/item-price';
import { formatKes } from '@nyama/domain/kernel/money';
import classes from './item-card.module.css';
import { m } from '../../../../paraglide/messages';
import { UNIT_WORDS } from '../../../../lib/unit-words';

export function ItemCard({ item }: { item: Item & { id: string } }) {
  const inStock = isInStock(item);
  const [nowMs] = useState(() => Date.now());
  return (
    <Card withBorder padding="sm" component="article" aria-label={item.name} className={classes.card}>
      <Card.Section bg="mist.1" py="md">
        <Picture image={item.image} alt="" size={72} mx="auto" lazy />
      </Card.Section>
      <Stack gap={2} mt="sm">
        <Anchor
          renderRoot={(props) => (
            <Link to="/shop/$group/$itemId" params={{ group: item.groupId, itemId: item.id }} {...props} />
          )}
          className={classes.stretched}
          fw={700}
          c="inherit"
          lineClamp={2}
        >
          {item.name}
        </Anchor>
        {item.cut && (
          <Text size="xs" c="dimmed">
            {item.cut}
          </Text>
        )}
        <Group justify="space-between" gap={4} mt={4}>
          <Text fw={700}>
            {formatKes(priceAt(item, nowMs))}{' '}
            <Text span size="xs" c="dimmed">
              {UNIT_WORDS[item.unit]()}
            </Text>
          </Text>
          <Badge size="xs" color={inStock ? 'green' : 'ember'} variant="light">
            {inStock ? m.item_in_stock() : m.item_sold_out()}
          </Badge>
        </Group>
      </Stack>
    </Card>
  );
}
