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
import { TaxDocuments } from '../../../../components/tax-documents';
import type { LeftoverSale } from '@nyama/domain/inventory/leftover-sale';
import { balanceOf } from '@nyama/domain/inventory/recorded-payment';
import { formatKes } from '@nyama/domain/kernel/money';
import { paths } from '@nyama/domain/kernel/paths';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { reasonSchema } from '@nyama/domain/kernel/text';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { describeStaffError } from '../../refusals/public';
import { formatDateTime } from '../../../../lib/format-time';
import { quantityWords } from '../../../../lib/quantity-words';
import { m } from '../../../../paraglide/messages';
import {
  saleQuery,
  useCancelLeftoverSale,
  useInvoiceLeftoverSale,
  usePayLeftoverSale,
  useSaveLeftoverSale,
} from '../api/leftovers';
import { useSaleChoices } from '../api/sale-choices';
import { useLeftoverCreditNotes, useLeftoverTaxInvoice } from '../api/tax-documents';
import { SaleStatusBadge } from './sale-columns';
import { SaleForm } from './sale-form';

const lineColumn = createDataTableColumns<LeftoverSale['lines'][number]>();
const lineColumns = lineColumn.columns([
  lineColumn.accessor('name', { header: () => m.staff_lines_item() }),
  lineColumn.accessor('lotNumber', { header: () => m.staff_inv_lot() }),
  lineColumn.accessor('quantity', {
    header: () => m.staff_inv_quantity(),
    cell: (info) => quantityWords(info.row.original, info.getValue()),
  }),
  lineColumn.accessor('unitPriceCents', {
    header: () => m.staff_left_price(),
    cell: (info) => {
      const amount = formatKes(info.getValue());
      return info.row.original.unit === 'kg'
        ? m.staff_left_price_kg({ amount })
        : m.staff_left_price_one({ amount });
    },
  }),
  lineColumn.accessor('amountCents', {
    header: () => m.staff_amount(),
    cell: (info) => formatKes(info.getValue()),
  }),
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
          {sale.invoicedAtMs
            ? m.staff_left_invoiced_at({ when: formatDateTime(sale.invoicedAtMs) })
            : m.staff_left_not_invoiced()}
          <br />
          {m.staff_left_by({ name: sale.createdBy.name })}
        </Text>
        <Text size="sm">
          {m.staff_left_total_label()} <strong>{formatKes(sale.totalCents)}</strong>
          <br />
          {m.staff_left_paid_outstanding({
            paid: formatKes(paidCents),
            outstanding: formatKes(outstandingCents),
          })}
        </Text>
      </SimpleGrid>
      <DataTable
        label={m.staff_order_lines()}
        columns={lineColumns}
        rows={sale.lines}
        getRowId={(line) => line.lotId}
        emptyMessage={m.staff_left_no_lines()}
        minWidth={560}
      />
      {sale.payments.length > 0 && (
        <Text size="sm">
          {m.staff_left_payments({
            payments: sale.payments
              .map(
                (payment) =>
                  `${formatKes(payment.amountCents)} ${payment.method} ${payment.reference} (${formatDateTime(payment.paidAtMs)})`,
              )
              .join('; '),
          })}
        </Text>
      )}
      {sale.cancelReason && (
        <Text size="sm">{m.staff_left_cancelled_because({ reason: sale.cancelReason })}</Text>
      )}
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
  if (choices.failed) return <QueryError what={m.staff_left_choices_what()} onRetry={choices.retry} />;
  if (!choices.ready) return <LoadingScreen />;
  return (
    <Stack gap="md" className={classes.noPrint}>
      <SaleForm
        {...choices.ready}
        today={today}
        initial={{ saleId, buyerId: sale.buyer.buyerId, lines: sale.lines }}
        saving={save.isPending ? 'draft' : invoice.isPending ? 'invoice' : null}
        error={failure ? describeStaffError(failure) : null}
        onSubmit={(input, invoiced) => (invoiced ? invoice : save).mutate(input)}
      />
      <ReasonForm
        label={m.staff_left_cancel()}
        question={m.staff_left_why_cancel()}
        placeholder={m.staff_left_cancel_placeholder()}
        schema={reasonSchema}
        saving={cancel.isPending}
        error={cancel.isError ? describeStaffError(cancel.error) : null}
        onSubmit={(reason) => cancel.mutate({ saleId, reason })}
      />
    </Stack>
  );
}

/** An invoice is paid in parts; until the first payment it may be cancelled, its goods put back. */
function InvoiceActions({ saleId, sale }: { saleId: string; sale: LeftoverSale }) {
  const pay = usePayLeftoverSale();
  const cancel = useCancelLeftoverSale();
  return (
    <Stack gap="md" className={classes.noPrint}>
      <Stack gap="xs" component="section" aria-label={m.staff_left_record_payment_region()}>
        <Title order={2} size="h4">
          {m.staff_left_record_payment()}
        </Title>
        <PaymentRecordForm
          key={sale.payments.length}
          outstandingCents={balanceOf(sale.totalCents, sale.payments).outstandingCents}
          saving={pay.isPending}
          error={pay.isError ? describeStaffError(pay.error) : null}
          onSubmit={(payment) => pay.mutate({ saleId, payment })}
        />
      </Stack>
      {sale.payments.length === 0 && (
        <ReasonForm
          label={m.staff_left_cancel_invoice()}
          question={m.staff_left_why_cancel_invoice()}
          placeholder={m.staff_left_cancel_placeholder()}
          schema={reasonSchema}
          saving={cancel.isPending}
          error={cancel.isError ? describeStaffError(cancel.error) : null}
          onSubmit={(reason) => cancel.mutate({ saleId, reason })}
        />
      )}
    </Stack>
  );
}

/** KRA's invoice of an invoiced sale, and the credit note of a cancelled one, printed with the page. */
function SaleTaxDocuments({ saleId }: { saleId: string }) {
  return (
    <TaxDocuments
      sale={useLeftoverTaxInvoice(saleId)}
      credits={useLeftoverCreditNotes(saleId)}
      pending={{
        sale: m.staff_left_tax_pending(),
        credit: (amount) => m.staff_left_credit_pending({ amount }),
      }}
    />
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
  if (sale.isError) return <QueryError what={m.staff_left_sale_what()} onRetry={() => void sale.refetch()} />;
  if (sale.isPending) return <LoadingScreen />;
  if (!sale.data) return <NotFoundPage />;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{m.staff_left_title({ number: sale.data.number })}</Title>
        <SaleStatusBadge status={sale.data.status} />
      </Group>
      <Group gap="xs" className={classes.noPrint}>
        <Anchor component={Link} to="/inventleftoverorders" size="sm">
          {m.staff_left_all_open()}
        </Anchor>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPrinter size={16} />}
          onClick={() => window.print()}
        >
          {m.staff_left_print_invoice()}
        </Button>
      </Group>
      <Invoice sale={sale.data} />
      {sale.data.invoicedAtMs !== null && <SaleTaxDocuments saleId={id} />}
      {sale.data.status === 'draft' && <DraftActions saleId={id} sale={sale.data} />}
      {sale.data.status === 'invoiced' && <InvoiceActions saleId={id} sale={sale.data} />}
      <div className={classes.noPrint}>{auditTrail(paths.leftoverSale(id))}</div>
    </Stack>
  );
}
