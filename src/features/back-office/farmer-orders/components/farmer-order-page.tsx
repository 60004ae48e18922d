import { Anchor, Card, Group, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { LoadingScreen } from '../../../../components/loading-screen';
import { NotFoundPage } from '../../../../components/not-found-page';
import { QueryError } from '../../../../components/query-error';
import { FARMER_ORDER_STATUS_LABEL, type FarmerOrder } from '@nyama/domain/inventory/farmer-order';
import { balanceOf, type RecordedPayment } from '@nyama/domain/inventory/recorded-payment';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { paths } from '@nyama/domain/kernel/paths';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import { farmersQuery } from '../../../field/farmer/public';
import { farmerOrderQuery, useUpdateFarmerOrder } from '../api/farmer-orders';
import { useUsualCarcassPrices } from '../api/usual-prices';
import { FarmerOrderActions } from './farmer-order-actions';
import { FarmerOrderStatusBadge } from './farmer-order-columns';
import { FarmerOrderForm } from './farmer-order-form';

const paymentColumn = createDataTableColumns<RecordedPayment>();
const paymentColumns = paymentColumn.columns([
  paymentColumn.accessor('paidAtMs', {
    header: 'When',
    cell: (info) => formatNairobiDateTime(info.getValue()),
  }),
  paymentColumn.accessor('amountCents', { header: 'Amount', cell: (info) => formatKes(info.getValue()) }),
  paymentColumn.accessor('method', {
    header: 'By',
    cell: (info) => (info.getValue() === 'mpesa' ? 'M-Pesa' : info.getValue()),
  }),
  paymentColumn.accessor('reference', { header: 'Reference', cell: (info) => info.getValue() || '—' }),
  paymentColumn.accessor((payment) => payment.recordedBy.name, { id: 'recordedBy', header: 'Recorded by' }),
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
  if (farmers.isError) return <QueryError what="the farmers" onRetry={() => void farmers.refetch()} />;
  if (!farmers.data) return <LoadingScreen />;
  return (
    <FarmerOrderForm
      farmers={farmers.data.rows}
      usualPrices={usualPrices}
      initial={{ farmerUid: order.farmerUid, terms: order.terms }}
      today={today}
      submitLabel="Save changes"
      saving={update.isPending}
      error={update.isError ? describeCallableError(update.error) : null}
      onSubmit={(draft) => update.mutate({ orderId, ...draft })}
    />
  );
}

function Delivery({ order }: { order: FarmerOrder }) {
  const { delivery } = order;
  if (!delivery) return null;
  const { paidCents, outstandingCents } = balanceOf(delivery.owedCents, order.payments);
  return (
    <Stack gap="xs" component="section" aria-label="Delivery and payments">
      <Title order={2} size="h4">
        Delivery and payments
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <Fact label="Weighed in">
          {formatWeight(delivery.carcassGrams)}, {delivery.grade},{' '}
          {formatNairobiDateTime(delivery.deliveredAtMs)}
        </Fact>
        <Fact label="Carcass lot">
          <Anchor component={Link} to="/inventory">
            {delivery.lotNumber}
          </Anchor>{' '}
          · slaughtered {delivery.slaughterDate} · stamp {delivery.inspectionStamp}
        </Fact>
        <Fact label="Owed">{formatKes(delivery.owedCents)}</Fact>
        <Fact label="Paid / outstanding">
          {formatKes(paidCents)} / {formatKes(outstandingCents)}
        </Fact>
      </SimpleGrid>
      {order.payments.length > 0 && (
        <DataTable
          label="Payments"
          columns={paymentColumns}
          rows={order.payments}
          getRowId={(payment) => `${payment.paidAtMs}-${payment.reference}`}
          emptyMessage="No payment recorded yet."
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
  if (order.isError) return <QueryError what="this farmer order" onRetry={() => void order.refetch()} />;
  if (order.isPending) return <LoadingScreen />;
  if (!order.data) return <NotFoundPage />;
  const { terms, farmer } = order.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Farmer order {order.data.number}</Title>
        <FarmerOrderStatusBadge status={order.data.status} />
      </Group>
      {order.data.status === 'draft' ? (
        <Card withBorder>
          <DraftEditor orderId={id} order={order.data} today={today} />
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label="Farmer">{farmer ? `${farmer.name}, ${farmer.county} · ${farmer.mob}` : '—'}</Fact>
          <Fact label="Animals">
            {terms.head} {terms.species}, about {formatWeight(terms.estimatedCarcassGrams)} of carcass
          </Fact>
          <Fact label="Price and delivery">
            {formatKes(terms.pricePerKgCents)} per kg, delivered {terms.deliveryDate}
          </Fact>
          {order.data.declineReason && <Fact label="Declined because">{order.data.declineReason}</Fact>}
        </SimpleGrid>
      )}
      <FarmerOrderActions orderId={id} order={order.data} today={today} />
      <Delivery order={order.data} />
      <Stack gap="xs" component="section" aria-label="Status history">
        <Title order={2} size="h4">
          Status
        </Title>
        <Timeline active={order.data.history.length - 1} bulletSize={14} lineWidth={2}>
          {order.data.history.map((step) => (
            <Timeline.Item key={`${step.status}-${step.atMs}`} title={FARMER_ORDER_STATUS_LABEL[step.status]}>
              <Text size="xs" c="dimmed">
                {formatNairobiDateTime(step.atMs)} · {step.by.name}
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
