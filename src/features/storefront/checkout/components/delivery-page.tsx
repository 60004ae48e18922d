import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CheckoutFrame } from '../../../../components/checkout-frame';
import { CartUnavailable } from '../../../../components/cart-unavailable';
import { EmptyCart } from '../../../../components/empty-cart';
import { LoadingScreen } from '../../../../components/loading-screen';
import { formatKes } from '@nyama/domain/kernel/money';
import { useSession } from '../../../common/auth/api/use-session';
import { useCart } from '../../cart/api/use-cart';
import { retryCart } from '../../cart/api/cart-store';
import { zonesQuery } from '../../delivery/api/zones';
import { updateCheckout, useCheckout } from '../api/checkout-state';
import { nextStepPath, stepsFor } from '../api/checkout-steps';
import { PICKUP_SLOT_CAPACITY, PICKUP_ZONE_ID } from '@nyama/domain/delivery/slots';
import { SlotPicker } from '../../../../components/slot-picker';

/** /codelivery: delivery or pickup, the delivery area, and a window with room in it. */
export function DeliveryPage() {
  const navigate = useNavigate();
  const state = useCheckout();
  const cart = useCart();
  const session = useSession();
  const zones = useQuery(zonesQuery());
  if (!state || cart.status === 'loading' || session.status === 'loading') return <LoadingScreen />;

  const zone = zones.data?.find((candidate) => candidate.id === state.zoneId) ?? null;
  const delivery = state.fulfilment === 'delivery';
  const ready = state.slot !== null && (!delivery || zone !== null);
  const next = nextStepPath('delivery', {
    signedIn: session.status === 'signedIn',
    fulfilment: state.fulfilment,
  });

  return (
    <CheckoutFrame steps={stepsFor(state.fulfilment)} step="delivery" title="Delivery or pickup">
      {cart.status === 'unavailable' ? (
        <CartUnavailable onRetry={retryCart} />
      ) : cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <Stack>
          <SegmentedControl
            aria-label="Delivery or pickup"
            value={state.fulfilment}
            onChange={(value) =>
              void updateCheckout({ fulfilment: value === 'pickup' ? 'pickup' : 'delivery', slot: null })
            }
            data={[
              { value: 'delivery', label: 'Delivery' },
              { value: 'pickup', label: 'Pickup in Ngara' },
            ]}
          />
          {delivery ? (
            <Select
              label="Delivery area"
              placeholder={zones.isPending ? 'Loading areas…' : 'Choose your area'}
              data={(zones.data ?? []).map((candidate) => ({ value: candidate.id, label: candidate.name }))}
              value={state.zoneId}
              onChange={(zoneId) => void updateCheckout({ zoneId, slot: null })}
              error={zones.isError ? 'The delivery areas could not be loaded. Check your connection.' : null}
              searchable
            />
          ) : (
            <Text size="sm">Collect your order at our shop on Ngara Road, Nairobi. No delivery fee.</Text>
          )}
          {zone && delivery && (
            <Text size="sm" c="dimmed">
              Delivery to {zone.name}: {formatKes(zone.feeCents)}, free from{' '}
              {formatKes(zone.freeDeliveryFromCents)}; minimum order {formatKes(zone.minOrderCents)}.
            </Text>
          )}
          {(!delivery || zone) && (
            <SlotPicker
              zoneId={zone?.id ?? PICKUP_ZONE_ID}
              capacity={zone?.slotCapacity ?? PICKUP_SLOT_CAPACITY}
              value={state.slot}
              onChange={(slot) => void updateCheckout({ slot })}
            />
          )}
          <Group>
            <Button disabled={!ready} onClick={() => void navigate({ to: next })}>
              Continue
            </Button>
          </Group>
        </Stack>
      )}
    </CheckoutFrame>
  );
}
