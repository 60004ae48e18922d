import { Alert, Button, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { availableActions, DELIVERY_LOCKED, type DeliveryEventInput } from '@nyama/domain/delivery/delivery';
import type { OrderStatus } from '@nyama/domain/kernel/order-status';
import { DeliveredForm } from './delivered-form';
import { DoorPrompt } from './door-prompt';
import { FailedForm } from './failed-form';

const WAITING: Partial<Record<OrderStatus, string>> = {
  confirmed: 'Still at the butchery: it can be picked up once it is weighed.',
  paid: 'Still at the butchery: it can be picked up once it is weighed.',
  packing: 'Being packed: it can be picked up once it is weighed.',
  delivered: 'Delivered. Nothing more to do.',
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
    return <Text c="dimmed">{WAITING[status] ?? 'No action is possible on this delivery now.'}</Text>;
  }
  return (
    <Card withBorder padding="md" component="section" aria-label="Actions">
      <Stack>
        <Group>
          {actions.includes('pickedUp') && (
            <Button onClick={() => onReport({ action: 'pickedUp' })}>Picked up</Button>
          )}
          {actions.includes('arriving') && (
            <Button variant="default" onClick={() => onReport({ action: 'arriving' })}>
              Arriving
            </Button>
          )}
        </Group>
        {actions.includes('delivered') && locked && (
          <>
            <Alert color="ember" title="Delivery locked">
              {DELIVERY_LOCKED}
            </Alert>
            <FailedForm onFailed={(values) => onReport({ action: 'failed', ...values })} />
          </>
        )}
        {actions.includes('delivered') && !locked && (
          <Tabs defaultValue="delivered" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="delivered">Delivered</Tabs.Tab>
              <Tabs.Tab value="failed">Failed</Tabs.Tab>
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
