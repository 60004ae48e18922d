import { m } from '../../../../paraglide/messages';
import type { CheckoutState } from './checkout-state';

/** The spec's checkout routes in order; the address step exists only for delivery. */
const CHECKOUT_STEPS = [
  { id: 'delivery', path: '/codelivery' },
  { id: 'login', path: '/cologin' },
  { id: 'customer', path: '/cocustomer' },
  { id: 'address', path: '/coaddress' },
  { id: 'payment', path: '/copayment' },
] as const;
type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
type CheckoutStepId = CheckoutStep['id'];
type CheckoutPath = CheckoutStep['path'];

/** What each step is called, in the page's language when the steps are drawn. */
const STEP_WORDS: Record<CheckoutStepId, () => string> = {
  delivery: m.checkout_step_delivery,
  login: m.checkout_step_account,
  customer: m.checkout_step_details,
  address: m.checkout_step_address,
  payment: m.checkout_step_payment,
};

export function stepsFor(fulfilment: CheckoutState['fulfilment']): (CheckoutStep & { label: string })[] {
  return CHECKOUT_STEPS.filter((step) => fulfilment === 'delivery' || step.id !== 'address').map((step) => ({
    ...step,
    label: STEP_WORDS[step.id](),
  }));
}

/** Where "Continue" leads: signed-in customers skip the sign-in step, pickup skips the address. */
export function nextStepPath(
  current: CheckoutStepId,
  context: { signedIn: boolean; fulfilment: CheckoutState['fulfilment'] },
): CheckoutPath {
  const steps = stepsFor(context.fulfilment);
  const later = steps.slice(steps.findIndex((step) => step.id === current) + 1);
  const next = later.find((step) => !(context.signedIn && step.id === 'login'));
  return (next ?? CHECKOUT_STEPS[4]).path;
}

/**
 * The first earlier step that is not done, for pages that cannot work without it (e.g. payment without
 * a slot). Null when everything before `step` is chosen.
 */
export function missingStepBefore(step: CheckoutStepId, state: CheckoutState): CheckoutStep | null {
  const needsSlot = state.slot === null || (state.fulfilment === 'delivery' && state.zoneId === null);
  const needsAddress = state.fulfilment === 'delivery' && state.addressId === null;
  const order = CHECKOUT_STEPS.map((candidate) => candidate.id);
  const before = (id: CheckoutStepId) => order.indexOf(id) < order.indexOf(step);
  if (before('delivery') && needsSlot) return CHECKOUT_STEPS[0];
  if (before('address') && needsAddress) return CHECKOUT_STEPS[3];
  return null;
}
