import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toPricedLine } from '@nyama/domain/orders/cart-lines';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { priceOrder } from '@nyama/domain/catalogue/pricing';
import { dropDraft, removeDraftLine } from '../api/draft-db';
import type { PhoneOrderDraft } from '../draft';
import { fullName } from '@nyama/domain/people/user';
import { quantityWords } from '../../../../lib/quantity-words';
import { m } from '../../../../paraglide/messages';

/** The phone order taken so far: who, what, the estimate, and the way to the next step or to drop it. */
export function DraftPanel({ draft }: { draft: PhoneOrderDraft | null }) {
  const navigate = useNavigate();
  const [nowMs] = useState(() => Date.now());
  const [dropping, setDropping] = useState(false);
  if (!draft) {
    return (
      <Paper withBorder p="md" component="aside" aria-label={m.staff_phone_order()}>
        <Text c="dimmed" size="sm">
          {m.staff_phone_no_draft()}
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
    <Paper withBorder p="md" component="aside" aria-label={m.staff_phone_order()}>
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
            {m.staff_phone_no_items()}
          </Text>
        ) : (
          <Stack
            gap={4}
            component="ul"
            aria-label={m.staff_phone_lines()}
            style={{ listStyle: 'none', padding: 0 }}
          >
            {lines.map((line) => (
              <Group key={line.itemId} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">
                  {line.item.name} · {quantityWords(line.item, line.quantity)}
                </Text>
                {!placed && (
                  <ActionIcon
                    variant="subtle"
                    color="ember"
                    aria-label={m.staff_phone_remove({ name: line.item.name })}
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
          <Text fw={700}>{m.staff_phone_estimated_subtotal()}</Text>
          <Text fw={700} aria-label={m.staff_phone_estimated_subtotal()}>
            {formatKes(priceOrder(lines.map(toPricedLine), null, nowMs).subtotalCents)}
          </Text>
        </Group>
        {placed ? (
          <Button component={Link} to={`/adminorder/${placed.orderId}`} variant="light">
            {m.staff_phone_open_order()}
          </Button>
        ) : (
          <Group gap="xs">
            <Button component={Link} to="/choosemeat" variant="light" size="xs">
              {m.staff_phone_add_items()}
            </Button>
            <Button component={Link} to="/checkout" size="xs" disabled={lines.length === 0}>
              {m.staff_phone_to_checkout()}
            </Button>
          </Group>
        )}
        {dropping ? (
          <Stack gap={4} role="group" aria-label={m.staff_phone_drop_group()}>
            <Text size="sm">
              {placed ? m.staff_phone_drop_placed() : m.staff_phone_drop_question({ name: customer.name })}
            </Text>
            <Group gap="xs">
              <Button size="xs" color="ember" onClick={() => void drop()}>
                {placed ? m.staff_phone_done() : m.staff_phone_drop_it()}
              </Button>
              <Button size="xs" variant="default" onClick={() => setDropping(false)}>
                {m.staff_phone_keep_it()}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Button size="xs" variant="subtle" color="ember" onClick={() => setDropping(true)}>
            {placed ? m.staff_phone_start_another() : m.staff_phone_drop_this()}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
