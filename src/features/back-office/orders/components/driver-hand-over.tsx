import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../../components/form-error';
import { handOverRefusal } from '@nyama/domain/delivery/delivery-day';
import type { OrderStatus } from '@nyama/domain/kernel/order-status';
import type { DeliverySlot } from '@nyama/domain/delivery/slots';
import { describeStaffError } from '../../refusals/public';
import { driversQuery } from '../api/drivers';
import { useAssignDriver, useHandToDriver } from '../api/order-actions';
import { MoveToTodayForm } from './move-to-today-form';
import { m } from '../../../../paraglide/messages';

type Props = { orderId: string; status: OrderStatus; driverId: string | null; slot: DeliverySlot };

/**
 * Who delivers the order, and (once weighed) sending it out with them, on its own day: an order for a
 * later day is moved to today first (decision 057).
 */
export function DriverHandOver({ orderId, status, driverId, slot }: Props) {
  const drivers = useQuery(driversQuery());
  const assign = useAssignDriver();
  const hand = useHandToDriver();
  const error = assign.error ?? hand.error;
  const [nowMs] = useState(() => Date.now());
  const notToday = status === 'weighed' ? handOverRefusal(slot, nowMs) : null;
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs">
        <Select
          label={m.staff_driver()}
          placeholder={drivers.isPending ? m.staff_drivers_loading() : m.staff_driver_nobody_yet()}
          data={(drivers.data ?? []).map((driver) => ({ value: driver.uid, label: driver.name }))}
          value={driverId}
          onChange={(value) => {
            if (value !== driverId) assign.mutate({ orderIds: [orderId], driverId: value });
          }}
          disabled={assign.isPending}
          w={240}
        />
        {status === 'weighed' && notToday === null && (
          <Button
            disabled={driverId === null}
            loading={hand.isPending}
            onClick={() => hand.mutate({ orderId })}
          >
            {m.staff_hand_to_driver()}
          </Button>
        )}
      </Group>
      {status === 'weighed' && driverId === null && (
        <Text size="sm" c="dimmed">
          {m.staff_hand_choose_driver()}
        </Text>
      )}
      <FormError message={error ? describeStaffError(error) : null} />
      {notToday !== null && <MoveToTodayForm orderId={orderId} refusal={notToday} />}
    </Stack>
  );
}
