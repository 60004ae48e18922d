import { z } from 'zod/mini';

/**
 * /driverorder and /customerpush are about one order, named by `?orderId=`. The gated routes are made
 * from the route table without per-route search types, so the screens validate the search here.
 */
export const orderSearchSchema = z.object({
  orderId: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1))), undefined),
});

export type DeliveryScreen = '/driverorder' | '/customerpush';

export function deliveryHref(screen: DeliveryScreen, orderId: string): string {
  return `${screen}?${new URLSearchParams({ orderId }).toString()}`;
}
