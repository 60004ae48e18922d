import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../../../components/form-error';
import type { OrderStatus } from '../../../../domain/order-status';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import { driversQuery } from '../api/drivers';
import { useAssignDriver, useHandToDriver } from '../api/order-actions';

type Props = { orderId: string; status: OrderStatus; driverId: string | null };

/** Who delivers the order, and (once weighed) sending it out with them. */
export function DriverHandOver({ orderId, status, driverId }: Props) {
  const drivers = useQuery(driversQuery());
  const assign = useAssignDriver();
  const hand = useHandToDriver();
  const error = assign.error ?? hand.error;
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs">
        <Select
          label="Driver"
          placeholder={drivers.isPending ? 'Loading drivers…' : 'Nobody yet'}
          data={(drivers.data ?? []).map((driver) => ({ value: driver.uid, label: driver.name }))}
          value={driverId}
          onChange={(value) => {
            if (value !== driverId) assign.mutate({ orderIds: [orderId], driverId: value });
          }}
          disabled={assign.isPending}
          w={240}
        />
        {status === 'weighed' && (
          <Button
            disabled={driverId === null}
            loading={hand.isPending}
            onClick={() =>
              hand.mutate(
                { orderId },
                { onSuccess: () => notifications.show({ color: 'green', message: 'Out for delivery.' }) },
              )
            }
          >
            Hand to driver
          </Button>
        )}
      </Group>
      {status === 'weighed' && driverId === null && (
        <Text size="sm" c="dimmed">
          Choose a driver, then hand the order over.
        </Text>
      )}
      <FormError message={error ? describeCallableError(error) : null} />
    </Stack>
  );
}
