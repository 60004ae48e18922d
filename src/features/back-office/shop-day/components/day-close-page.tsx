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
import { ORDER_STATUSES } from '@nyama/domain/kernel/order-status';
import { MONEY_METHODS, moneyInCents, sumShopDays, type ItemDay } from '@nyama/domain/payments/shop-day';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { downloadCsv } from '../../../../lib/csv';
import { dayCloseRangeRefusal, shopDaysQuery } from '../api/day-close';
import { CLOSE_CSV_COLUMNS, closeRows, formatQuantity } from './day-close-columns';
import { FormError } from '../../../../components/form-error';
import { m } from '../../../../paraglide/messages';
import { MONEY_METHOD_WORDS, ORDER_STATUS_WORDS } from '../../../../lib/domain-words';

type ItemRow = ItemDay & { itemId: string };
const itemColumn = createDataTableColumns<ItemRow>();
const itemColumns = itemColumn.columns([
  itemColumn.accessor('name', { header: () => m.staff_close_item(), enableSorting: true }),
  itemColumn.accessor('orderedQuantity', {
    header: () => m.staff_close_ordered(),
    cell: (info) => formatQuantity(info.row.original.unit, info.getValue()),
  }),
  itemColumn.accessor('estimatedGrams', {
    header: () => m.staff_close_estimated(),
    cell: (info) => formatQuantity('kg', info.getValue()),
  }),
  itemColumn.accessor('weighedGrams', {
    header: () => m.staff_close_weighed(),
    cell: (info) => formatQuantity('kg', info.getValue()),
  }),
  itemColumn.accessor((row) => row.weighedGrams - row.estimatedGrams, {
    id: 'difference',
    header: () => m.staff_close_weighed_minus_estimated(),
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
  const label = from === to ? from : m.staff_close_range({ from, to });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{m.staff_nav_day_close()}</Title>
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
            {m.staff_export_csv()}
          </Button>
          <Button variant="default" onClick={() => window.print()}>
            {m.staff_close_print()}
          </Button>
        </Group>
      </Group>
      <DatePickerInput
        className={classes.noPrint}
        type="range"
        label={m.staff_close_delivery_days()}
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
      {days.isError && <QueryError what={m.staff_close_what()} onRetry={() => void days.refetch()} />}
      {days.isPending && refusal === null && <Text c="dimmed">{m.staff_close_adding_up({ label })}</Text>}
      {days.data && (
        <>
          <Text c="dimmed">
            {m.staff_close_summary({ label, orders: total.orders, delivered: total.delivered.orders })}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }}>
            <Block title={m.staff_close_money_in()}>
              {MONEY_METHODS.map((method) => (
                <Figure
                  key={method}
                  label={MONEY_METHOD_WORDS[method]()}
                  value={formatKes(total.money[method])}
                />
              ))}
              <Figure label={m.staff_close_money_in_every_way()} value={formatKes(moneyInCents(total))} />
              <Figure label={m.staff_close_refunded()} value={formatKes(total.refundedCents)} />
              <Figure
                label={m.staff_close_shop_holds()}
                value={formatKes(moneyInCents(total) - total.refundedCents)}
              />
            </Block>
            <Block title={m.staff_close_delivered_orders()}>
              <Figure label={m.staff_close_sales()} value={formatKes(total.delivered.salesCents)} />
              <Figure label={m.staff_close_discounts()} value={formatKes(total.delivered.discountCents)} />
              <Figure
                label={m.staff_close_delivery_fees()}
                value={formatKes(total.delivered.deliveryFeeCents)}
              />
              <Figure label={m.staff_close_vat()} value={formatKes(total.delivered.taxCents)} />
              <Figure label={m.staff_door_title()} value={formatKes(total.unpaidAtDoorCents)} />
              <Figure label={m.staff_close_written_off()} value={formatKes(total.writtenOffCents)} />
            </Block>
            <Block title={m.staff_close_cash_ups_title()}>
              <Figure label={m.staff_close_cash_ups()} value={String(total.cashUps.count)} />
              <Figure label={m.staff_close_cash_expected()} value={formatKes(total.cashUps.expectedCents)} />
              <Figure label={m.staff_close_cash_counted()} value={formatKes(total.cashUps.countedCents)} />
              <Figure label={m.staff_cashup_difference()} value={formatKes(total.cashUps.differenceCents)} />
            </Block>
          </SimpleGrid>
          <Block title={m.staff_close_by_status()}>
            <DetailTable
              label={m.staff_close_by_status()}
              figures
              details={ORDER_STATUSES.filter((status) => total.byStatus[status] !== 0).map((status) => ({
                name: ORDER_STATUS_WORDS[status](),
                value: total.byStatus[status],
              }))}
            />
          </Block>
          <DataTable
            label={m.staff_close_sold_per_item()}
            columns={itemColumns}
            rows={items}
            getRowId={(row) => row.itemId}
            emptyMessage={m.staff_close_nothing_delivered()}
            minWidth={640}
          />
        </>
      )}
    </Stack>
  );
}
