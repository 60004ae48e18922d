import { Group, Radio, Stack, Text } from '@mantine/core';
import { formatAddressLine } from '@nyama/domain/delivery/address';
import type { Address } from '@nyama/domain/delivery/address';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import type { Zone } from '@nyama/domain/delivery/zone';
import { m } from '../../../../paraglide/messages';

type Props = {
  address: Address & { id: string };
  zone: (Zone & { id: string }) | null;
  /** The cart's estimate, to warn before payment when it is under the zone's minimum order. */
  subtotalCents: number;
};

/** A saved address to choose for delivery, with what delivery there costs. */
export function AddressCard({ address, zone, subtotalCents }: Props) {
  const belowMinimum = zone !== null && subtotalCents < zone.minOrderCents;
  return (
    <Radio.Card value={address.id} p="sm" radius="md" aria-label={address.label}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator />
        <Stack gap={2}>
          <Text fw={700}>{address.label}</Text>
          <Text size="sm">
            {address.recipient} · {formatKenyanPhone(address.phone)}
          </Text>
          <Text size="sm">{formatAddressLine(address)}</Text>
          {zone ? (
            <Text size="sm" c="dimmed">
              {m.account_address_zone_fees({
                zone: zone.name,
                fee: formatKes(zone.feeCents),
                free: formatKes(zone.freeDeliveryFromCents),
              })}
            </Text>
          ) : (
            <Text size="sm" c="ember">
              {m.account_address_zone_gone()}
            </Text>
          )}
          {belowMinimum && (
            <Text size="sm" c="ember">
              {m.account_address_below_minimum({
                minimum: formatKes(zone.minOrderCents),
                subtotal: formatKes(subtotalCents),
              })}
            </Text>
          )}
        </Stack>
      </Group>
    </Radio.Card>
  );
}
