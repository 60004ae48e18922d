import { Alert, Button, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import {
  availableActions,
  DELIVERY_CODE_ATTEMPTS,
  type DeliveryEventInput,
} from '@nyama/domain/delivery/delivery';
import type { OrderStatus } from '@nyama/domain/kernel/order-status';
import { DeliveredForm } from './delivered-form';
import { DoorPrompt } from './door-prompt';
import { FailedForm } from './failed-form';
import { m } from '../../../../paraglide/messages';

const WAITING: Partial<Record<OrderStatus, () => string>> = {
  confirmed: () => m.field_driver_at_butchery(),
  paid: () => m.field_driver_at_butchery(),
  packing: () => m.field_driver_being_packed(),
  delivered: () => m.field_driver_all_done(),
};

/**
 * What the driver can report next; every tap is queued on the phone and works without signal. A delivery
 * locked by wrong codes takes no code until the shop unlocks it: it can still be marked failed.
 */
export function DeliveryActions({
  orderId,
  status,
  locked,
  dueCents,
  onReport,
}: {
  orderId: string;
  status: OrderStatus;
  locked: boolean;
  /** What the customer still pays at the door (orderMoneyAccount). */
  dueCents: number;
  onReport: (report: DeliveryEventInput, photo?: string | null) => void;
}) {
  const actions = availableActions(status);
  if (actions.length === 0) {
    return <Text c="dimmed">{WAITING[status]?.() ?? m.field_driver_no_action()}</Text>;
  }
  return (
    <Card withBorder padding="md" component="section" aria-label={m.field_driver_actions()}>
      <Stack>
        <Group>
          {actions.includes('pickedUp') && (
            <Button onClick={() => onReport({ action: 'pickedUp' })}>{m.field_driver_picked_up()}</Button>
          )}
          {actions.includes('arriving') && (
            <Button variant="default" onClick={() => onReport({ action: 'arriving' })}>
              {m.field_driver_arriving()}
            </Button>
          )}
        </Group>
        {actions.includes('delivered') && locked && (
          <>
            <Alert color="ember" title={m.field_driver_locked_title()}>
              {m.field_driver_locked({ attempts: DELIVERY_CODE_ATTEMPTS })}
            </Alert>
            <FailedForm onFailed={(values) => onReport({ action: 'failed', ...values })} />
          </>
        )}
        {actions.includes('delivered') && !locked && (
          <Tabs defaultValue="delivered" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="delivered">{m.field_driver_delivered()}</Tabs.Tab>
              <Tabs.Tab value="failed">{m.field_driver_failed_tab()}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="delivered" pt="sm">
              {dueCents > 0 && <DoorPrompt orderId={orderId} dueCents={dueCents} />}
              <DeliveredForm
                dueCents={dueCents}
                onDelivered={(values, photo) => onReport({ action: 'delivered', ...values }, photo)}
              />
            </Tabs.Panel>
            <Tabs.Panel value="failed" pt="sm">
              <FailedForm onFailed={(values) => onReport({ action: 'failed', ...values })} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </Card>
  );
}
