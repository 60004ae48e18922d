import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { describeSlot } from '../../../../lib/slot-labels';
import { addressesQuery } from '../../account/api/addresses';
import type { CheckoutState } from '../api/checkout-state';
import { formatAddressLine } from '@nyama/domain/delivery/address';

/** What was chosen in the earlier steps, each with a way back to change it. */
export function CheckoutRecap({ uid, state }: { uid: string; state: CheckoutState }) {
  const [nowMs] = useState(() => Date.now());
  const addresses = useQuery({ ...addressesQuery(uid), enabled: state.fulfilment === 'delivery' });
  const address = addresses.data?.find((candidate) => candidate.id === state.addressId);
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">
          {state.fulfilment === 'pickup' ? 'Pickup at our Ngara shop' : 'Delivery'}
          {state.slot && `: ${describeSlot(state.slot, nowMs)}`}
        </Text>
        <Anchor component={Link} to="/codelivery" size="sm">
          Change
        </Anchor>
      </Group>
      {state.fulfilment === 'delivery' && (
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">
            {address ? `To ${address.label}: ${formatAddressLine(address)}` : 'Delivery address'}
          </Text>
          <Anchor component={Link} to="/coaddress" size="sm">
            Change
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
