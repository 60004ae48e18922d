import { Button, Card, Grid, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { CartLine } from '@nyama/domain/orders/cart-lines';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';
import { m } from '../../../../paraglide/messages';

/** The cart's lines with editable quantities, the estimate, and the way into checkout. */
export function CartLines({ lines }: { lines: CartLine[] }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder padding="md">
          <Stack
            component="ul"
            gap={0}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={m.store_cart_lines()}
          >
            {lines.map((line) => (
              <CartLineRow key={line.itemId} line={line} />
            ))}
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder padding="md">
          <Stack>
            <CartSummary lines={lines} />
            <Button component={Link} to="/codelivery" size="md">
              {m.store_cart_checkout()}
            </Button>
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
