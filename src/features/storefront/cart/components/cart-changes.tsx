import { Alert, List, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { cartReconciliationQuery } from '../api/reconcile-cart';
import { describeCartChange } from '../reconcile';

/** What changed in the shop since the items went into the cart, once checked online. */
export function CartChanges() {
  const { online } = useNetwork();
  const check = useQuery(cartReconciliationQuery());
  if (!online) {
    return (
      <Text size="sm" c="dimmed" role="status">
        You are offline. Prices and stock are as you last saw them; we check them again when you reconnect.
      </Text>
    );
  }
  if (check.isError) {
    return (
      <Text size="sm" c="dimmed" role="status">
        We could not check today&apos;s prices and stock; they are checked again at payment.
      </Text>
    );
  }
  if (!check.data?.length) return null;
  return (
    <Alert color="yellow" title="Your cart was updated" role="status">
      <List size="sm" spacing={4}>
        {check.data.map((change) => (
          <List.Item key={`${change.kind}-${change.itemId}`}>{describeCartChange(change)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
