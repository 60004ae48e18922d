import { Anchor, Card, Group, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { LoadingScreen } from '../../../../components/loading-screen';
import { NotFoundPage } from '../../../../components/not-found-page';
import { QueryError } from '../../../../components/query-error';
import type { FarmerOrder } from '@nyama/domain/inventory/farmer-order';
import { balanceOf, type RecordedPayment } from '@nyama/domain/inventory/recorded-payment';
import { formatKes } from '@nyama/domain/kernel/money';
import { paths } from '@nyama/domain/kernel/paths';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { describeStaffError } from '../../refusals/public';
import { formatDateTime } from '../../../../lib/format-time';
import { speciesWords } from '../../../../lib/species-words';
import { m } from '../../../../paraglide/messages';
import { farmersQuery } from '../../../field/farmer/public';
import { farmerOrderQuery, useUpdateFarmerOrder } from '../api/farmer-orders';
import { useUsualCarcassPrices } from '../api/usual-prices';
import { FARMER_ORDER_STATUS_WORDS } from '../farmer-order-words';
import { GRADE_WORDS, PAYMENT_METHOD_WORDS } from '../../../../lib/farmer-order-words';
import { FarmerOrderActions } from './farmer-order-actions';
import { FarmerOrderStatusBadge } from './farmer-order-columns';
import { FarmerOrderForm } from './farmer-order-form';

const paymentColumn = createDataTableColumns<RecordedPayment>();
const paymentColumns = paymentColumn.columns([
  paymentColumn.accessor('paidAtMs', {
    header: () => m.staff_when(),
    cell: (info) => formatDateTime(info.getValue()),
  }),
  paymentColumn.accessor('amountCents', {
    header: () => m.staff_amount(),
    cell: (info) => formatKes(info.getValue()),
  }),
  paymentColumn.accessor('method', {
    header: () => m.staff_fo_by(),
    cell: (info) => PAYMENT_METHOD_WORDS[info.getValue()](),
  }),
  paymentColumn.accessor('reference', {
    header: () => m.staff_fo_reference(),
    cell: (info) => info.getValue() || '—',
  }),
  paymentColumn.accessor((payment) => payment.recordedBy.name, {
    id: 'recordedBy',
    header: () => m.staff_fo_recorded_by(),
  }),
]);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** A draft's terms and farmer, changed in place until it is sent. */
function DraftEditor({ orderId, order, today }: { orderId: string; order: FarmerOrder; today: string }) {
  const farmers = useQuery(farmersQuery());
  const usualPrices = useUsualCarcassPrices();
  const update = useUpdateFarmerOrder(order.number);
  if (farmers.isError)
    return <QueryError what={m.staff_fo_farmers_what()} onRetry={() => void farmers.refetch()} />;
  if (!farmers.data) return <LoadingScreen />;
  return (
    <FarmerOrderForm
      farmers={farmers.data.rows}
      usualPrices={usualPrices}
      initial={{ farmerUid: order.farmerUid, terms: order.terms }}
      today={today}
      submitLabel={m.staff_fo_save_changes()}
      saving={update.isPending}
      error={update.isError ? describeStaffError(update.error) : null}
      onSubmit={(draft) => update.mutate({ orderId, ...draft })}
    />
  );
}

function Delivery({ order }: { order: FarmerOrder }) {
  const { delivery } = order;
  if (!delivery) return null;
  const { paidCents, outstandingCents } = balanceOf(delivery.owedCents, order.payments);
  return (
    <Stack gap="xs" component="section" aria-label={m.staff_fo_delivery_payments()}>
      <Title order={2} size="h4">
        {m.staff_fo_delivery_payments()}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <Fact label={m.staff_fo_weighed_in_label()}>
          {formatWeight(delivery.carcassGrams)}, {GRADE_WORDS[delivery.grade]()},{' '}
          {formatDateTime(delivery.deliveredAtMs)}
        </Fact>
        <Fact label={m.staff_fo_carcass_lot()}>
          <Anchor component={Link} to="/inventory">
            {delivery.lotNumber}
          </Anchor>{' '}
          · {m.staff_fo_lot_facts({ date: delivery.slaughterDate, stamp: delivery.inspectionStamp })}
        </Fact>
        <Fact label={m.staff_fo_owed()}>{formatKes(delivery.owedCents)}</Fact>
        <Fact label={m.staff_fo_paid_outstanding()}>
          {formatKes(paidCents)} / {formatKes(outstandingCents)}
        </Fact>
        <Fact label={m.staff_fo_reverse_invoice()}>
          {order.reverseInvoice
            ? m.staff_fo_reverse_invoice_number({ number: String(order.reverseInvoice.invoiceNumber) })
            : m.staff_fo_reverse_invoice_waiting()}
        </Fact>
      </SimpleGrid>
      {order.payments.length > 0 && (
        <DataTable
          label={m.staff_order_payments()}
          columns={paymentColumns}
          rows={order.payments}
          getRowId={(payment) => `${payment.paidAtMs}-${payment.reference}`}
          emptyMessage={m.staff_fo_no_payment()}
          minWidth={480}
        />
      )}
    </Stack>
  );
}

type Props = {
  /** The order's id, from the address: the route's screen passes it in. */
  id: string;
  auditTrail: (targetPath: string) => ReactNode;
};

/**
 * /inventfarmerorder/$id and /invarhfarmorder/$id: one order to a farmer: its terms, the farmer's
 * answer, the weigh-in and payments, what can be done next, and its history (decision 040).
 */
export function FarmerOrderPage({ id, auditTrail }: Props) {
  const order = useQuery(farmerOrderQuery(id));
  const [today] = useState(() => nairobiDate(Date.now()));
  if (order.isError)
    return <QueryError what={m.staff_fo_order_what()} onRetry={() => void order.refetch()} />;
  if (order.isPending) return <LoadingScreen />;
  if (!order.data) return <NotFoundPage />;
  const { terms, farmer } = order.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{m.staff_fo_title({ number: order.data.number })}</Title>
        <FarmerOrderStatusBadge status={order.data.status} />
      </Group>
      {order.data.status === 'draft' ? (
        <Card withBorder>
          <DraftEditor orderId={id} order={order.data} today={today} />
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label={m.staff_fo_farmer()}>
            {farmer ? `${farmer.name}, ${farmer.county} · ${farmer.mob}` : '—'}
          </Fact>
          <Fact label={m.staff_fo_animals()}>
            {m.staff_fo_animals_fact({
              head: terms.head,
              species: speciesWords(terms.species),
              weight: formatWeight(terms.estimatedCarcassGrams),
            })}
          </Fact>
          <Fact label={m.staff_fo_price_delivery()}>
            {m.staff_fo_price_fact({ price: formatKes(terms.pricePerKgCents), date: terms.deliveryDate })}
          </Fact>
          {order.data.declineReason && (
            <Fact label={m.staff_fo_declined_because()}>{order.data.declineReason}</Fact>
          )}
        </SimpleGrid>
      )}
      <FarmerOrderActions orderId={id} order={order.data} today={today} />
      <Delivery order={order.data} />
      <Stack gap="xs" component="section" aria-label={m.staff_fo_status_history()}>
        <Title order={2} size="h4">
          {m.staff_column_status()}
        </Title>
        <Timeline active={order.data.history.length - 1} bulletSize={14} lineWidth={2}>
          {order.data.history.map((step) => (
            <Timeline.Item
              key={`${step.status}-${step.atMs}`}
              title={FARMER_ORDER_STATUS_WORDS[step.status]()}
            >
              <Text size="xs" c="dimmed">
                {formatDateTime(step.atMs)} · {step.by.name}
                {step.note && ` · ${step.note}`}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
      {auditTrail(paths.farmerOrder(id))}
    </Stack>
  );
}
