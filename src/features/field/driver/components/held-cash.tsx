import { Group, Paper, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { formatKes } from '@nyama/domain/kernel/money';
import { m } from '../../../../paraglide/messages';
import { useHeldCash } from '../api/held-cash';

/**
 * What the driver holds in cash, order by order, until staff count it in at the cash-up (decision 057).
 * Nothing shows while they hold none. Rendered again with its own read's answers, not the round's
 * (decision 077).
 */
export const HeldCash = memo(function HeldCash({ driverId }: { driverId: string }) {
  const held = useHeldCash(driverId);
  if (held.status !== 'ready' || held.data.length === 0) return null;
  const totalCents = held.data.reduce((sum, cash) => sum + cash.amountCents, 0);
  return (
    <Paper withBorder p="sm" component="section" aria-label={m.field_driver_held_cash()}>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={700}>{m.field_driver_held_cash()}</Text>
          <Text fw={700} aria-label={m.field_driver_held_cash_total()}>
            {formatKes(totalCents)}
          </Text>
        </Group>
        {held.data.map((cash) => (
          <Group key={cash.reportId} justify="space-between">
            <Text size="sm">{cash.orderNumber}</Text>
            <Text size="sm">{formatKes(cash.amountCents)}</Text>
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          {m.field_driver_held_cash_hint()}
        </Text>
      </Stack>
    </Paper>
  );
});
