import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toPricedLine } from '@nyama/domain/orders/cart-lines';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { priceOrder } from '@nyama/domain/catalogue/pricing';
import { describeQuantity } from '@nyama/domain/catalogue/quantity';
import { dropDraft, removeDraftLine } from '../api/draft-db';
import type { PhoneOrderDraft } from '../draft';
import { fullName } from '@nyama/domain/people/user';

/** The phone order taken so far: who, what, the estimate, and the way to the next step or to drop it. */
export function DraftPanel({ draft }: { draft: PhoneOrderDraft | null }) {
  const navigate = useNavigate();
  const [nowMs] = useState(() => Date.now());
  const [dropping, setDropping] = useState(false);
  if (!draft) {
    return (
      <Paper withBorder p="md" component="aside" aria-label="Phone order">
        <Text c="dimmed" size="sm">
          No phone order is being taken on this device. Find or create the customer to start one.
        </Text>
      </Paper>
    );
  }
  const { customer, lines, placed } = draft;
  const drop = async () => {
    await dropDraft();
    setDropping(false);
    await navigate({ to: '/neworder' });
  };

  return (
    <Paper withBorder p="md" component="aside" aria-label="Phone order">
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={2} size="h4">
            {fullName(customer)}
          </Title>
          <Text size="sm" c="dimmed">
            {formatKenyanPhone(customer.mob)}
          </Text>
        </Stack>
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            No items yet.
          </Text>
        ) : (
          <Stack
            gap={4}
            component="ul"
            aria-label="Phone order lines"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {lines.map((line) => (
              <Group key={line.itemId} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">
                  {line.item.name} · {describeQuantity(line.item, line.quantity)}
                </Text>
                {!placed && (
                  <ActionIcon
                    variant="subtle"
                    color="ember"
                    aria-label={`Remove ${line.item.name}`}
                    onClick={() => void removeDraftLine(line.itemId)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        )}
        <Group justify="space-between">
          <Text fw={700}>Estimated subtotal</Text>
          <Text fw={700} aria-label="Estimated subtotal">
            {formatKes(priceOrder(lines.map(toPricedLine), null, nowMs).subtotalCents)}
          </Text>
        </Group>
        {placed ? (
          <Button component={Link} to={`/adminorder/${placed.orderId}`} variant="light">
            Open the order
          </Button>
        ) : (
          <Group gap="xs">
            <Button component={Link} to="/choosemeat" variant="light" size="xs">
              Add items
            </Button>
            <Button component={Link} to="/checkout" size="xs" disabled={lines.length === 0}>
              Checkout
            </Button>
          </Group>
        )}
        {dropping ? (
          <Stack gap={4} role="group" aria-label="Drop the phone order">
            <Text size="sm">
              {placed
                ? 'The order stays placed; this device forgets it.'
                : `Drop the order for ${customer.name}? Nothing is kept.`}
            </Text>
            <Group gap="xs">
              <Button size="xs" color="ember" onClick={() => void drop()}>
                {placed ? 'Done' : 'Drop it'}
              </Button>
              <Button size="xs" variant="default" onClick={() => setDropping(false)}>
                Keep it
              </Button>
            </Group>
          </Stack>
        ) : (
          <Button size="xs" variant="subtle" color="ember" onClick={() => setDropping(true)}>
            {placed ? 'Start another phone order' : 'Drop this order'}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
