import { Button, Card, Grid, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { EmptyCart } from '../../../../components/empty-cart';
import { LoadingScreen } from '../../../../components/loading-screen';
import { useCart } from '../api/use-cart';
import { CartChanges } from './cart-changes';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';

/** /cart: the lines with editable quantities, the estimate, and the way into checkout. */
export function CartPage() {
  const cart = useCart();
  return (
    <Stack>
      <Title order={1}>Your cart</Title>
      <CartChanges />
      {cart.status === 'loading' && <LoadingScreen />}
      {cart.status === 'ready' && cart.lines.length === 0 && <EmptyCart />}
      {cart.status === 'ready' && cart.lines.length > 0 && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder padding="md">
              <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Cart lines">
                {cart.lines.map((line) => (
                  <CartLineRow key={line.itemId} line={line} />
                ))}
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder padding="md">
              <Stack>
                <CartSummary lines={cart.lines} />
                <Button component={Link} to="/codelivery" size="md">
                  Checkout
                </Button>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
