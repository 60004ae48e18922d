import { Alert, Anchor, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { CheckoutFrame } from '../../../../components/checkout-frame';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { toPricedLine } from '@nyama/domain/orders/cart-lines';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { priceOrder } from '@nyama/domain/catalogue/pricing';
import { useSession } from '../../../common/auth/public';
import { useCart } from '../../cart/public';
import { updateCheckout, useCheckout } from '../api/checkout-state';
import { zonesQuery } from '../../delivery/public';
import { AddressCard, AddressForm, addressesQuery } from '../../account/public';
import { stepsFor } from '../api/checkout-steps';
import { fullName } from '@nyama/domain/people/user';
import { m } from '../../../../paraglide/messages';

/** /coaddress: one of the saved addresses, or a new one; its zone sets the fee and the minimum order. */
export function CheckoutAddressPage() {
  const navigate = useNavigate();
  const session = useSession();
  const state = useCheckout();
  const cart = useCart();
  const uid = session.status === 'signedIn' ? session.uid : '';
  const addresses = useQuery({ ...addressesQuery(uid), enabled: uid !== '' });
  const zones = useQuery(zonesQuery());
  const [adding, { open: add, close: stopAdding }] = useDisclosure(false);
  const [nowMs] = useState(() => Date.now());
  // The new-address form defaults to the profile's name and phone: wait for the profile too.
  if (
    !state ||
    session.status !== 'signedIn' ||
    session.profile.status === 'loading' ||
    addresses.isPending
  ) {
    return <LoadingScreen />;
  }
  if (addresses.isError)
    return <QueryError what={m.checkout_address_what()} onRetry={() => void addresses.refetch()} />;

  const choose = async (addressId: string, zoneId: string | null) => {
    // Windows fill up per zone: a window chosen for another zone must be chosen again.
    await updateCheckout({ addressId, zoneId, ...(zoneId === state.zoneId ? {} : { slot: null }) });
  };
  const zoneOf = (addressId: string) =>
    addresses.data.find((address) => address.id === addressId)?.zoneId ?? null;
  const subtotalCents =
    cart.status === 'ready' ? priceOrder(cart.lines.map(toPricedLine), null, nowMs).subtotalCents : 0;
  const profile = session.profile.status === 'ready' ? session.profile.profile : null;
  const showForm = adding || addresses.data.length === 0;

  return (
    <CheckoutFrame steps={stepsFor(state.fulfilment)} step="address" title={m.checkout_address_title()}>
      {addresses.data.length > 0 && (
        <Radio.Group
          label={m.checkout_address_deliver_to()}
          value={state.addressId}
          onChange={(id) => void choose(id, zoneOf(id))}
        >
          <Stack gap="xs" mt="xs">
            {addresses.data.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                zone={zones.data?.find((zone) => zone.id === address.zoneId) ?? null}
                subtotalCents={subtotalCents}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {state.addressId && state.slot === null && (
        <Alert color="yellow" title={m.checkout_address_window_again()}>
          {m.checkout_address_other_area()}{' '}
          <Anchor component={Link} to="/codelivery">
            {m.checkout_address_choose_window()}
          </Anchor>
        </Alert>
      )}
      {showForm ? (
        <AddressForm
          uid={uid}
          defaults={{
            recipient: profile ? fullName(profile) : '',
            phone: profile ? formatKenyanPhone(profile.mob) : '',
          }}
          onSaved={async (addressId, address) => {
            stopAdding();
            await choose(addressId, address.zoneId);
          }}
          onCancel={stopAdding}
        />
      ) : (
        <Group>
          <Button
            disabled={!state.addressId}
            onClick={() => void navigate({ to: state.slot ? '/copayment' : '/codelivery' })}
          >
            {m.checkout_continue()}
          </Button>
          <Button variant="default" onClick={add}>
            {m.checkout_address_add()}
          </Button>
        </Group>
      )}
      {!state.addressId && !showForm && <Text size="sm">{m.checkout_address_choose()}</Text>}
    </CheckoutFrame>
  );
}
