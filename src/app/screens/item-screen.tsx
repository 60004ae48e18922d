import { AddToCartForm } from '../../features/storefront/cart/components/add-to-cart-form';
import { ItemPage } from '../../features/storefront/catalog/components/item-page';

/** /shop/$group/$itemId: the catalogue's item, with the cart's form that adds it. */
export function ItemScreen() {
  return <ItemPage addToCart={(item) => <AddToCartForm key={item.id} item={item} />} />;
}
