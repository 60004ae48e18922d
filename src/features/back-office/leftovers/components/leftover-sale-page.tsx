import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { LoadingScreen } from '../../../../components/loading-screen';
import { NotFoundPage } from '../../../../components/not-found-page';
import { PaymentRecordForm } from '../../../../components/payment-record-form';
import classes from '../../../../components/print.module.css';
import { QueryError } from '../../../../components/query-error';
import { ReasonForm } from '../../../../components/reason-form';
import type { LeftoverSale } from '@nyama/domain/inventory/leftover-sale';
import { balanceOf } from '@nyama/domain/inventory/recorded-payment';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { paths } from '@nyama/domain/kernel/paths';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { describeQuantity } from '@nyama/domain/catalogue/quantity';
import { reasonSchema } from '@nyama/domain/kernel/text';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import {
  saleQuery,
  useCancelLeftoverSale,
  useInvoiceLeftoverSale,
  usePayLeftoverSale,
  useSaveLeftoverSale,
} from '../api/leftovers';
import { useSaleChoices } from '../api/sale-choices';
import { SaleStatusBadge } from './sale-columns';
import { SaleForm } from './sale-form';

const lineColumn = createDataTableColumns<LeftoverSale['lines'][number]>();
const lineColumns = lineColumn.columns([
  lineColumn.accessor('name', { header: 'Item' }),
  lineColumn.accessor('lotNumber', { header: 'Lot' }),
  lineColumn.accessor('quantity', {
    header: 'Quantity',
    cell: (info) => describeQuantity(info.row.original, info.getValue()),
  }),
  lineColumn.accessor('unitPriceCents', {
    header: 'Price',
    cell: (info) => `${formatKes(info.getValue())} ${info.row.original.unit === 'kg' ? 'per kg' : 'each'}`,
  }),
  lineColumn.accessor('amountCents', { header: 'Amount', cell: (info) => formatKes(info.getValue()) }),
]);

/** The invoice as printed: the buyer, every line with its lot, and what is owed. */
function Invoice({ sale }: { sale: LeftoverSale }) {
  const { paidCents, outstandingCents } = balanceOf(sale.totalCents, sale.payments);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Text size="sm">
          <strong>{sale.buyer.name}</strong>
          <br />
          {formatKenyanPhone(sale.buyer.phone)}
        </Text>
        <Text size="sm">
          {sale.invoicedAtMs ? `Invoiced ${formatNairobiDateTime(sale.invoicedAtMs)}` : 'Not invoiced yet'}
          <br />
          by {sale.createdBy.name}
        </Text>
        <Text size="sm">
          Total <strong>{formatKes(sale.totalCents)}</strong>
          <br />
          Paid {formatKes(paidCents)} · outstanding {formatKes(outstandingCents)}
        </Text>
      </SimpleGrid>
      <DataTable
        label="Lines"
        columns={lineColumns}
        rows={sale.lines}
        getRowId={(line) => line.lotId}
        emptyMessage="The sale has no lines."
        minWidth={560}
      />
      {sale.payments.length > 0 && (
        <Text size="sm">
          Payments:{' '}
          {sale.payments
            .map(
              (payment) =>
                `${formatKes(payment.amountCents)} ${payment.method} ${payment.reference} (${formatNairobiDateTime(payment.paidAtMs)})`,
            )
            .join('; ')}
        </Text>
      )}
      {sale.cancelReason && <Text size="sm">Cancelled: {sale.cancelReason}</Text>}
    </Stack>
  );
}

/** A draft, changed and invoiced in place, or cancelled. */
function DraftActions({ saleId, sale }: { saleId: string; sale: LeftoverSale }) {
  const choices = useSaleChoices();
  const save = useSaveLeftoverSale();
  const invoice = useInvoiceLeftoverSale();
  const cancel = useCancelLeftoverSale();
  const [today] = useState(() => nairobiDate(Date.now()));
  const failure = save.error ?? invoice.error;
  if (choices.failed) return <QueryError what="the buyers and lots" onRetry={choices.retry} />;
  if (!choices.ready) return <LoadingScreen />;
  return (
    <Stack gap="md" className={classes.noPrint}>
      <SaleForm
        {...choices.ready}
        today={today}
        initial={{ saleId, buyerId: sale.buyer.buyerId, lines: sale.lines }}
        saving={save.isPending ? 'draft' : invoice.isPending ? 'invoice' : null}
        error={failure ? describeCallableError(failure) : null}
        onSubmit={(input, invoiced) => (invoiced ? invoice : save).mutate(input)}
      />
      <ReasonForm
        label="Cancel the sale"
        question="Why cancel it"
        placeholder="e.g. The buyer did not come"
        schema={reasonSchema}
        saving={cancel.isPending}
        error={cancel.isError ? describeCallableError(cancel.error) : null}
        onSubmit={(reason) => cancel.mutate({ saleId, reason })}
      />
    </Stack>
  );
}

function PaymentActions({ saleId, sale }: { saleId: string; sale: LeftoverSale }) {
  const pay = usePayLeftoverSale();
  return (
    <Stack gap="xs" component="section" aria-label="Record the buyer's payment" className={classes.noPrint}>
      <Title order={2} size="h4">
        Record the buyer’s payment
      </Title>
      <PaymentRecordForm
        key={sale.payments.length}
        outstandingCents={balanceOf(sale.totalCents, sale.payments).outstandingCents}
        saving={pay.isPending}
        error={pay.isError ? describeCallableError(pay.error) : null}
        onSubmit={(payment) => pay.mutate({ saleId, payment })}
      />
    </Stack>
  );
}

type Props = {
  /** The sale's id, from the address: the route's screen passes it in. */
  id: string;
  auditTrail: (targetPath: string) => ReactNode;
};

/**
 * /inventleftoverorder/$id and /invarhleftoverorder/$id: a sale of leftovers as its invoice (printable
 * without the shell), what can be done next, and its history.
 */
export function LeftoverSalePage({ id, auditTrail }: Props) {
  const sale = useQuery(saleQuery(id));
  if (sale.isError) return <QueryError what="this sale" onRetry={() => void sale.refetch()} />;
  if (sale.isPending) return <LoadingScreen />;
  if (!sale.data) return <NotFoundPage />;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Sale of leftovers {sale.data.number}</Title>
        <SaleStatusBadge status={sale.data.status} />
      </Group>
      <Group gap="xs" className={classes.noPrint}>
        <Anchor component={Link} to="/inventleftoverorders" size="sm">
          All open sales
        </Anchor>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPrinter size={16} />}
          onClick={() => window.print()}
        >
          Print invoice
        </Button>
      </Group>
      <Invoice sale={sale.data} />
      {sale.data.status === 'draft' && <DraftActions saleId={id} sale={sale.data} />}
      {sale.data.status === 'invoiced' && <PaymentActions saleId={id} sale={sale.data} />}
      <div className={classes.noPrint}>{auditTrail(paths.leftoverSale(id))}</div>
    </Stack>
  );
}
