import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { describeSlot } from '../../../../lib/slot-labels';
import { addressesQuery } from '../../account/public';
import type { CheckoutState } from '../api/checkout-state';
import { formatAddressLine } from '@nyama/domain/delivery/address';
import { m } from '../../../../paraglide/messages';

/** What was chosen in the earlier steps, each with a way back to change it. */
export function CheckoutRecap({ uid, state }: { uid: string; state: CheckoutState }) {
  const [nowMs] = useState(() => Date.now());
  const addresses = useQuery({ ...addressesQuery(uid), enabled: state.fulfilment === 'delivery' });
  const address = addresses.data?.find((candidate) => candidate.id === state.addressId);
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">
          {state.fulfilment === 'pickup' ? m.checkout_pickup_ngara() : m.checkout_delivery()}
          {state.slot && `: ${describeSlot(state.slot, nowMs)}`}
        </Text>
        <Anchor component={Link} to="/codelivery" size="sm">
          {m.checkout_change()}
        </Anchor>
      </Group>
      {state.fulfilment === 'delivery' && (
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">
            {address
              ? m.checkout_recap_to({ label: address.label, address: formatAddressLine(address) })
              : m.checkout_address_title()}
          </Text>
          <Anchor component={Link} to="/coaddress" size="sm">
            {m.checkout_change()}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
