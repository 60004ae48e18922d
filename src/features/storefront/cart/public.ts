/** What storefront/cart offers the features that declare it in their feature.json (docs/decisions/060-the-house-plan.md). */
export { clearCart } from './api/cart-actions';
export { retryCart, type Cart } from './api/cart-store';
export { useCart } from './api/use-cart';
