import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { formatKes } from '@nyama/domain/kernel/money';
import { zonesQuery } from '../api/zones';

export function ServiceAreaPage() {
  const zones = useQuery(zonesQuery());
  return (
    <Stack>
      <Title order={1}>Where we deliver</Title>
      <Text c="dimmed" maw={640}>
        We deliver across Nairobi and its outskirts in morning, afternoon and evening slots. Each area has its
        own delivery fee, a minimum order, and free delivery above a threshold.
      </Text>
      {zones.isPending && <LoadingScreen />}
      {zones.isError && <QueryError what="the delivery areas" onRetry={() => void zones.refetch()} />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {zones.data?.map((zone) => (
          <Card key={zone.id} withBorder padding="lg">
            <Stack gap="xs">
              <Title order={2} size="h4">
                {zone.name}
              </Title>
              <Group gap={4}>
                {zone.areas.map((area) => (
                  <Badge key={area} variant="light" color="mist">
                    {area}
                  </Badge>
                ))}
              </Group>
              <Text size="sm">Delivery fee: {formatKes(zone.feeCents)}</Text>
              <Text size="sm">Minimum order: {formatKes(zone.minOrderCents)}</Text>
              <Text size="sm" c="green" fw={700}>
                Free delivery from {formatKes(zone.freeDeliveryFromCents)}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {zones.data?.length === 0 && <Text>No delivery areas are open right now. Pickup is available.</Text>}
    </Stack>
  );
}
