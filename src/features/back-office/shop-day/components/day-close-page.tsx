import { Button, Group, SimpleGrid, Paper, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { DetailTable } from '../../../../components/detail-table';
import { QueryError } from '../../../../components/query-error';
import classes from '../../../../components/print.module.css';
import { formatKes } from '@nyama/domain/kernel/money';
import { ORDER_STATUS_LABEL, ORDER_STATUSES } from '@nyama/domain/kernel/order-status';
import {
  MONEY_METHOD_LABEL,
  MONEY_METHODS,
  moneyInCents,
  sumShopDays,
  type ItemDay,
} from '@nyama/domain/payments/shop-day';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { downloadCsv } from '../../../../lib/csv';
import { dayCloseRangeRefusal, shopDaysQuery } from '../api/day-close';
import { CLOSE_CSV_COLUMNS, closeRows, formatQuantity } from './day-close-columns';
import { FormError } from '../../../../components/form-error';

type ItemRow = ItemDay & { itemId: string };
const itemColumn = createDataTableColumns<ItemRow>();
const itemColumns = itemColumn.columns([
  itemColumn.accessor('name', { header: 'Item', enableSorting: true }),
  itemColumn.accessor('orderedQuantity', {
    header: 'Ordered',
    cell: (info) => formatQuantity(info.row.original.unit, info.getValue()),
  }),
  itemColumn.accessor('estimatedGrams', {
    header: 'Estimated',
    cell: (info) => formatQuantity('kg', info.getValue()),
  }),
  itemColumn.accessor('weighedGrams', {
    header: 'Weighed',
    cell: (info) => formatQuantity('kg', info.getValue()),
  }),
  itemColumn.accessor((row) => row.weighedGrams - row.estimatedGrams, {
    id: 'difference',
    header: 'Weighed − estimated',
    cell: (info) => `${info.getValue() > 0 ? '+' : ''}${formatQuantity('kg', info.getValue())}`,
  }),
]);

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600} aria-label={label} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Stack gap={4}>{children}</Stack>
    </Paper>
  );
}

/**
 * /dayclose: the shop's day (or a range of up to a month) added up from the days' totals, one document a
 * day (decision 057): orders by status, money in by method, refunds, what delivered orders sold, the
 * kilograms per item, weighed against ordered, and the drivers' cash-ups. CSV and print.
 */
export function DayClosePage() {
  const [today] = useState(() => nairobiDate(Date.now()));
  const search = useSearch({ from: '/_backOffice/admin/dayclose' });
  const navigate = useNavigate();
  const from = search.from ?? today;
  const to = search.to ?? search.from ?? today;
  const refusal = dayCloseRangeRefusal(from, to);
  const days = useQuery({ ...shopDaysQuery(from, to), enabled: refusal === null });
  const total = useMemo(() => sumShopDays(days.data ?? []), [days.data]);
  const items = useMemo(
    () =>
      Object.entries(total.items)
        .map(([itemId, item]) => ({ ...item, itemId }))
        .filter((item) => item.orderedQuantity !== 0),
    [total.items],
  );
  const label = from === to ? from : `${from} to ${to}`;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Day’s close</Title>
        <Group gap="xs" className={classes.noPrint}>
          <Button
            variant="default"
            disabled={!days.data}
            onClick={() =>
              downloadCsv(
                `day-close-${from}-${to}.csv`,
                closeRows(days.data ?? [], total, 'Total'),
                CLOSE_CSV_COLUMNS,
              )
            }
          >
            Export CSV
          </Button>
          <Button variant="default" onClick={() => window.print()}>
            Print
          </Button>
        </Group>
      </Group>
      <DatePickerInput
        className={classes.noPrint}
        type="range"
        label="Delivery days"
        valueFormat="D MMM YYYY"
        maxDate={today}
        value={[from, to]}
        onChange={([start, end]) => {
          if (start && end)
            void navigate({ to: '/dayclose', search: { from: start, to: end }, replace: true });
        }}
        w={{ base: '100%', sm: 300 }}
      />
      <FormError message={refusal} />
      {days.isError && <QueryError what="the day’s totals" onRetry={() => void days.refetch()} />}
      {days.isPending && refusal === null && <Text c="dimmed">Adding up {label}…</Text>}
      {days.data && (
        <>
          <Text c="dimmed">
            {label}: {total.orders} orders for delivery, {total.delivered.orders} delivered.
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }}>
            <Block title="Money in">
              {MONEY_METHODS.map((method) => (
                <Figure
                  key={method}
                  label={MONEY_METHOD_LABEL[method]}
                  value={formatKes(total.money[method])}
                />
              ))}
              <Figure label="Money in, every way" value={formatKes(moneyInCents(total))} />
              <Figure label="Refunded" value={formatKes(total.refundedCents)} />
              <Figure label="The shop holds" value={formatKes(moneyInCents(total) - total.refundedCents)} />
            </Block>
            <Block title="Delivered orders">
              <Figure label="Sales at final weights" value={formatKes(total.delivered.salesCents)} />
              <Figure label="Discounts" value={formatKes(total.delivered.discountCents)} />
              <Figure label="Delivery fees" value={formatKes(total.delivered.deliveryFeeCents)} />
              <Figure label="VAT included" value={formatKes(total.delivered.taxCents)} />
              <Figure label="Not paid at the door" value={formatKes(total.unpaidAtDoorCents)} />
              <Figure label="Written off" value={formatKes(total.writtenOffCents)} />
            </Block>
            <Block title="Drivers’ cash-ups">
              <Figure label="Cash-ups" value={String(total.cashUps.count)} />
              <Figure label="Cash expected" value={formatKes(total.cashUps.expectedCents)} />
              <Figure label="Cash counted" value={formatKes(total.cashUps.countedCents)} />
              <Figure label="Difference" value={formatKes(total.cashUps.differenceCents)} />
            </Block>
          </SimpleGrid>
          <Block title="Orders by status">
            <DetailTable
              label="Orders by status"
              figures
              details={ORDER_STATUSES.filter((status) => total.byStatus[status] !== 0).map((status) => ({
                name: ORDER_STATUS_LABEL[status],
                value: total.byStatus[status],
              }))}
            />
          </Block>
          <DataTable
            label="Sold per item"
            columns={itemColumns}
            rows={items}
            getRowId={(row) => row.itemId}
            emptyMessage="Nothing delivered on these days."
            minWidth={640}
          />
        </>
      )}
    </Stack>
  );
}
