/** /driverorder and /customerpush are about one order, named by `?orderId=` (`deliveryOrderSearchSchema`). */
export type DeliveryScreen = '/driverorder' | '/customerpush';

export function deliveryHref(screen: DeliveryScreen, orderId: string): string {
  return `${screen}?${new URLSearchParams({ orderId }).toString()}`;
}
