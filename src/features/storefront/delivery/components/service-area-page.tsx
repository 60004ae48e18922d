import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { formatKes } from '@nyama/domain/kernel/money';
import { zonesQuery } from '../api/zones';
import { m } from '../../../../paraglide/messages';

export function ServiceAreaPage() {
  const zones = useQuery(zonesQuery());
  return (
    <Stack>
      <Title order={1}>{m.store_areas_title()}</Title>
      <Text c="dimmed" maw={640}>
        {m.store_areas_intro()}
      </Text>
      {zones.isPending && <LoadingScreen />}
      {zones.isError && <QueryError what={m.store_areas_what()} onRetry={() => void zones.refetch()} />}
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
              <Text size="sm">{m.store_areas_fee({ amount: formatKes(zone.feeCents) })}</Text>
              <Text size="sm">{m.store_areas_minimum({ amount: formatKes(zone.minOrderCents) })}</Text>
              <Text size="sm" c="green" fw={700}>
                {m.store_areas_free_from({ amount: formatKes(zone.freeDeliveryFromCents) })}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {zones.data?.length === 0 && <Text>{m.store_areas_none()}</Text>}
    </Stack>
  );
}
