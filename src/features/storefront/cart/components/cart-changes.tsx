import { Alert, List, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { cartReconciliationQuery } from '../api/reconcile-cart';
import { describeCartChange } from '../reconcile';
import { m } from '../../../../paraglide/messages';

/** What changed in the shop since the items went into the cart, once checked online. */
export function CartChanges() {
  const { online } = useNetwork();
  const check = useQuery(cartReconciliationQuery());
  if (!online) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {m.store_cart_offline()}
      </Text>
    );
  }
  if (check.isError) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {m.store_cart_check_failed()}
      </Text>
    );
  }
  if (!check.data?.length) return null;
  return (
    <Alert color="yellow" title={m.store_cart_updated()} role="status">
      <List size="sm" spacing={4}>
        {check.data.map((change) => (
          <List.Item key={`${change.kind}-${change.itemId}`}>{describeCartChange(change)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
