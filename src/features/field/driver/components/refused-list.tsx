import { Stack, Text } from '@mantine/core';
import type { RefusedWrite } from '../api/driver-db';
import { formatNairobiTime } from '@nyama/domain/kernel/nairobi-time';
import { FormError } from '../../../../components/form-error';
import { m } from '../../../../paraglide/messages';

/**
 * Taps and messages the shop did not accept, so the driver knows they did not count. `withOrder` names
 * the delivery: on the round, a refused one has usually left it (it went to another driver).
 */
export function RefusedList({ writes, withOrder = false }: { writes: RefusedWrite[]; withOrder?: boolean }) {
  if (writes.length === 0) return null;
  return (
    <FormError
      title={m.field_driver_refused_title()}
      message={
        <Stack gap={4}>
          {writes.map((write) => (
            <Text key={write.id} size="sm" role="listitem">
              {formatNairobiTime(write.atMs)} · {withOrder && `${write.orderNumber} · `}
              {write.what}: {write.message}
            </Text>
          ))}
        </Stack>
      }
    />
  );
}
