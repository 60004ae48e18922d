import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CheckoutFrame } from '../../../../components/checkout-frame';
import { CartUnavailable } from '../../../../components/cart-unavailable';
import { EmptyCart } from '../../../../components/empty-cart';
import { LoadingScreen } from '../../../../components/loading-screen';
import { formatKes } from '@nyama/domain/kernel/money';
import { useSession } from '../../../common/auth/public';
import { useCart } from '../../cart/public';
import { retryCart } from '../../cart/public';
import { zonesQuery } from '../../delivery/public';
import { updateCheckout, useCheckout } from '../api/checkout-state';
import { nextStepPath, stepsFor } from '../api/checkout-steps';
import { PICKUP_SLOT_CAPACITY, PICKUP_ZONE_ID } from '@nyama/domain/delivery/slots';
import { SlotPicker } from '../../../../components/slot-picker';
import { m } from '../../../../paraglide/messages';

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
    <CheckoutFrame steps={stepsFor(state.fulfilment)} step="delivery" title={m.checkout_delivery_title()}>
      {cart.status === 'unavailable' ? (
        <CartUnavailable onRetry={retryCart} />
      ) : cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <Stack>
          <SegmentedControl
            aria-label={m.checkout_delivery_title()}
            value={state.fulfilment}
            onChange={(value) =>
              void updateCheckout({ fulfilment: value === 'pickup' ? 'pickup' : 'delivery', slot: null })
            }
            data={[
              { value: 'delivery', label: m.checkout_delivery() },
              { value: 'pickup', label: m.checkout_pickup_in_ngara() },
            ]}
          />
          {delivery ? (
            <Select
              label={m.checkout_delivery_area()}
              placeholder={zones.isPending ? m.checkout_loading_areas() : m.checkout_choose_area()}
              data={(zones.data ?? []).map((candidate) => ({ value: candidate.id, label: candidate.name }))}
              value={state.zoneId}
              onChange={(zoneId) => void updateCheckout({ zoneId, slot: null })}
              error={zones.isError ? m.checkout_areas_failed() : null}
              searchable
            />
          ) : (
            <Text size="sm">{m.checkout_pickup_note()}</Text>
          )}
          {zone && delivery && (
            <Text size="sm" c="dimmed">
              {m.checkout_zone_terms({
                zone: zone.name,
                fee: formatKes(zone.feeCents),
                free: formatKes(zone.freeDeliveryFromCents),
                minimum: formatKes(zone.minOrderCents),
              })}
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
              {m.checkout_continue()}
            </Button>
          </Group>
        </Stack>
      )}
    </CheckoutFrame>
  );
}
