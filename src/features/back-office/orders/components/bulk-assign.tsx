import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { describeStaffError } from '../../refusals/public';
import { useAssignDriver } from '../api/order-actions';
import { m } from '../../../../paraglide/messages';

type Props = {
  orderIds: string[];
  drivers: { uid: string; name: string }[];
  onDone: () => void;
};

/** Gives the orders ticked on the board to one driver at once (all or none, the function says why). */
export function BulkAssign({ orderIds, drivers, onDone }: Props) {
  const [driverId, setDriverId] = useState<string | null>(null);
  const assign = useAssignDriver();
  if (orderIds.length === 0) return null;
  const count = orderIds.length;
  return (
    <Paper withBorder p="xs" role="region" aria-label={m.staff_bulk_region()}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {m.staff_bulk_selected({ count })}
        </Text>
        <Select
          aria-label={m.staff_bulk_driver()}
          placeholder={m.staff_bulk_choose_driver()}
          data={drivers.map((driver) => ({ value: driver.uid, label: driver.name }))}
          value={driverId}
          onChange={setDriverId}
          w={200}
        />
        <Button
          disabled={driverId === null}
          loading={assign.isPending}
          onClick={() =>
            assign.mutate(
              { orderIds, driverId },
              {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: m.staff_bulk_done({ count }) });
                  onDone();
                },
                onError: (error) =>
                  notifications.show({ color: 'ember', message: describeStaffError(error) }),
              },
            )
          }
        >
          {m.staff_bulk_assign({ count })}
        </Button>
      </Group>
    </Paper>
  );
}
