import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { formatAddressLine } from '@nyama/domain/delivery/address';
import type { Order } from '@nyama/domain/orders/order';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { m } from '../../../../paraglide/messages';

const mapLink = (address: NonNullable<Order['address']>) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${formatAddressLine(address)}, Nairobi`,
  )}`;

/** Who receives the order and where: a tap calls them, another opens the map. */
export function CustomerCard({ address }: { address: NonNullable<Order['address']> }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={m.field_driver_customer()}>
      <Stack gap={4}>
        <Title order={2} size="h4">
          {address.recipient}
        </Title>
        {/* The name says whom the number calls; the number, shown, is in it too (what a voice user says). */}
        <Anchor
          href={`tel:+${address.phone}`}
          aria-label={m.field_driver_call({
            name: address.recipient,
            phone: formatKenyanPhone(address.phone),
          })}
        >
          {formatKenyanPhone(address.phone)}
        </Anchor>
        <Text size="sm">{formatAddressLine(address)}</Text>
        <Anchor href={mapLink(address)} target="_blank" rel="noreferrer" size="sm">
          {m.field_driver_open_map()}
        </Anchor>
        {address.notes && (
          <Text size="sm" c="dimmed">
            {m.field_driver_notes({ notes: address.notes })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
