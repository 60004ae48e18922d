import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CatchWeightNote } from '../../../../components/catch-weight-note';
import { QuantityStepper } from '../../../../components/quantity-stepper';
import { formatKes } from '../../../../domain/money';
import { priceLine } from '../../../../domain/pricing';
import { describeQuantity } from '../../../../domain/quantity';
import { formatWeight } from '../../../../domain/weight';
import { maximumQuantity, minimumQuantity } from '../../../../lib/quantity-steps';
import { addToCart } from '../../cart/api/cart-actions';
import { useCart } from '../../cart/api/use-cart';
import type { ItemWithId } from '../api/items';

/** Choose a weight (per-kg items) or a count, see the estimate, and put it in the cart. */
export function AddToCartForm({ item }: { item: ItemWithId }) {
  const cart = useCart();
  const [quantity, setQuantity] = useState(() => minimumQuantity(item));
  const [error, setError] = useState<string | null>(null);
  const [nowMs] = useState(() => Date.now());
  const inCart =
    cart.status === 'ready' ? (cart.lines.find((line) => line.itemId === item.id)?.quantity ?? 0) : 0;
  if (maximumQuantity(item) === null) {
    return (
      <Alert color="ember" variant="light" title="Sold out">
        {item.name} is sold out for now. Check again tomorrow.
      </Alert>
    );
  }
  const { lineTotalCents, estimatedGrams } = priceLine(item, quantity, nowMs);
  const add = async () => {
    const result = await addToCart(item.id, item, quantity);
    setError(result.ok ? null : result.reason);
    if (result.ok) {
      notifications.show({
        color: 'green',
        message: `Added ${describeQuantity(item, quantity)} of ${item.name} to your cart.`,
      });
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={500}>{item.unit === 'kg' ? 'How much?' : 'How many?'}</Text>
        <QuantityStepper
          item={item}
          value={quantity}
          onChange={setQuantity}
          label={`${item.unit === 'kg' ? 'Weight' : 'Number'} of ${item.name}`}
          alreadyInCart={inCart}
        />
        <Text size="sm" aria-label="Estimate">
          {item.unit !== 'kg' && estimatedGrams > 0 && `About ${formatWeight(estimatedGrams)} · `}
          Estimated {formatKes(lineTotalCents)}
        </Text>
        {item.unit === 'kg' && <CatchWeightNote />}
        {error && (
          <Text c="ember" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button onClick={() => void add()}>Add to cart</Button>
          {inCart > 0 && (
            <Button component={Link} to="/cart" variant="light">
              In your cart: {describeQuantity(item, inCart)}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
