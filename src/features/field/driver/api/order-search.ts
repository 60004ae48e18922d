import { z } from 'zod';

/**
 * /driverorder and /customerpush are about one order, named by `?orderId=`. The gated routes are made
 * from the route table without per-route search types, so the screens validate the search here.
 */
export const orderSearchSchema = z.object({ orderId: z.string().trim().min(1).optional().catch(undefined) });

export type DeliveryScreen = '/driverorder' | '/customerpush';

export function deliveryHref(screen: DeliveryScreen, orderId: string): string {
  return `${screen}?${new URLSearchParams({ orderId }).toString()}`;
}
