import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { formatAddressLine } from '@nyama/domain/delivery/address';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { zonesQuery } from '../../delivery/public';
import { addressesQuery } from '../api/addresses';
import { m } from '../../../../paraglide/messages';

export const AddressList = memo(function AddressList({ uid }: { uid: string }) {
  const addresses = useQuery(addressesQuery(uid));
  const zones = useQuery(zonesQuery());
  const zoneName = (zoneId: string) => zones.data?.find((zone) => zone.id === zoneId)?.name ?? '';

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3">
            {m.account_addresses_title()}
          </Title>
          <Button component={Link} to="/newaddress" variant="light">
            {m.account_add_address()}
          </Button>
        </Group>
        {addresses.isPending && <LoadingScreen />}
        {addresses.isError && (
          <Group>
            <Text c="ember">{m.account_addresses_not_loaded()}</Text>
            <Button size="xs" variant="subtle" onClick={() => void addresses.refetch()}>
              {m.try_again()}
            </Button>
          </Group>
        )}
        {addresses.data?.length === 0 && <Text c="dimmed">{m.account_addresses_none()}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {addresses.data?.map((address) => (
            <Card key={address.id} withBorder padding="sm">
              <Text fw={700}>{address.label}</Text>
              <Text size="sm">{address.recipient}</Text>
              <Text size="sm">{formatAddressLine(address)}</Text>
              <Text size="sm" c="dimmed">
                {zoneName(address.zoneId)} · {formatKenyanPhone(address.phone)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
});
