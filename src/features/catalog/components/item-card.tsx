import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { isInStock, UNIT_LABEL, unitPriceCents, type Item } from '../../../domain/catalog';
import { formatKes } from '../../../domain/money';
import { imageUrl } from '../illustrations';

export function ItemCard({ item }: { item: Item & { id: string } }) {
  const inStock = isInStock(item);
  return (
    <Card withBorder padding="sm" component="article" aria-label={item.name}>
      <Card.Section bg="mist.1" py="md">
        <Image src={imageUrl(item.image)} alt="" h={72} w={72} mx="auto" fit="contain" loading="lazy" />
      </Card.Section>
      <Stack gap={2} mt="sm">
        <Text fw={700} lineClamp={2}>
          {item.name}
        </Text>
        {item.cut && (
          <Text size="xs" c="dimmed">
            {item.cut}
          </Text>
        )}
        <Group justify="space-between" gap={4} mt={4}>
          <Text fw={500}>
            {formatKes(unitPriceCents(item))}{' '}
            <Text span size="xs" c="dimmed">
              {UNIT_LABEL[item.unit]}
            </Text>
          </Text>
          <Badge size="xs" color={inStock ? 'green' : 'ember'} variant="light">
            {inStock ? 'In stock' : 'Sold out'}
          </Badge>
        </Group>
      </Stack>
    </Card>
  );
}
