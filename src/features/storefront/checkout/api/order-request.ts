import type { QuoteOrderInput } from '@nyama/domain/orders/order-request';
import type { CheckoutState } from './checkout-state';

/** The order the checkout describes, or null while a step it needs (slot, address) is not done. */
export function orderRequestOf(
  state: CheckoutState,
  lines: { itemId: string; quantity: number }[],
): QuoteOrderInput | null {
  const delivery = state.fulfilment === 'delivery';
  if (state.slot === null || (delivery && state.addressId === null)) return null;
  return {
    lines: lines.map(({ itemId, quantity }) => ({ itemId, quantity })),
    fulfilment: state.fulfilment,
    addressId: delivery ? state.addressId : null,
    slot: state.slot,
    couponCode: state.couponCode,
  };
}
