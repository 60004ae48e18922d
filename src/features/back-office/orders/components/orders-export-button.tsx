import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { formatKes } from '@nyama/domain/kernel/money';
import { ORDER_STATUS_LABEL } from '@nyama/domain/kernel/order-status';
import { downloadCsv, type CsvColumn } from '../../../../lib/csv';
import { EXPORT_LIMIT, type ListedOrder } from '../api/order-pages';
import { customerOf } from '@nyama/domain/orders/order';
import { m } from '../../../../paraglide/messages';

function exportColumns(drivers: Map<string, string>): CsvColumn<ListedOrder>[] {
  return [
    { header: 'Order', value: (order) => order.number },
    { header: 'Status', value: (order) => ORDER_STATUS_LABEL[order.status] },
    { header: 'Placed', value: (order) => new Date(order.createdAtMs).toISOString() },
    { header: 'Customer', value: (order) => customerOf(order).name },
    { header: 'Phone', value: (order) => customerOf(order).phone },
    { header: 'Day', value: (order) => order.slot.date },
    { header: 'Window', value: (order) => order.slot.slotId },
    { header: 'Zone', value: (order) => order.address?.zoneId ?? 'pickup' },
    { header: 'Area', value: (order) => order.address?.area ?? '' },
    { header: 'Payment', value: (order) => order.payment?.provider ?? '' },
    { header: 'Paid', value: (order) => order.payment?.state ?? 'unpaid' },
    { header: 'Total (KES)', value: (order) => order.totalCents / 100 },
    { header: 'Total', value: (order) => formatKes(order.totalCents) },
    { header: 'Refunded (KES)', value: (order) => order.refundedCents / 100 },
    {
      header: 'Driver',
      value: (order) => (order.driverId ? (drivers.get(order.driverId) ?? order.driverId) : ''),
    },
  ];
}

type Props = {
  /** The file's name before its date, e.g. "orders". */
  name: string;
  /** Reads every order the list's filters match, page by page, saying how many so far. */
  read: (onProgress: (read: number) => void) => Promise<ListedOrder[]>;
  drivers: Map<string, string>;
};

/** Downloads every order a list's filters match as CSV, counting the orders read while it works. */
export function OrdersExportButton({ name, read: readOrders, drivers }: Props) {
  const [read, setRead] = useState<number | null>(null);
  const run = async () => {
    setRead(0);
    try {
      const rows = await readOrders(setRead);
      downloadCsv(`${name}-${new Date().toISOString().slice(0, 10)}.csv`, rows, exportColumns(drivers));
      if (rows.length === EXPORT_LIMIT) {
        notifications.show({
          message: m.staff_export_limit({ count: EXPORT_LIMIT }),
        });
      }
    } catch (error) {
      console.error(error);
      notifications.show({ color: 'ember', message: m.staff_export_failed() });
    } finally {
      setRead(null);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      disabled={read !== null}
      onClick={() => void run()}
    >
      {read === null ? m.staff_export_csv() : m.staff_export_reading({ count: read })}
    </Button>
  );
}
