import type { Order } from '@nyama/domain/orders/order';
import { m } from '../../../../paraglide/messages';

/** The customer's own view of an order: with its delivery code, which lives apart from the order. */
export type CustomerOrder = Order & { id: string; deliveryCode: string | null };

/** The signed-in customer's current order as a screen shows it; every failure is a state with a sentence. */
export type CurrentOrder =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'ready'; order: CustomerOrder }
  | { status: 'error'; message: string };

/** What the customer reads when their current order cannot be read (a document the schema refuses). */
export const currentOrderUnreadable = (): string => m.store_order_unreadable();
