import { Anchor, Button, Card, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import { renderSVG } from 'uqr';
import { formatKes } from '@nyama/domain/kernel/money';
import { TAX_RATE_BPS } from '@nyama/domain/kernel/tax-type';
import { invoiceAmounts } from '@nyama/domain/tax/invoice-amounts';
import type { TaxInvoice } from '@nyama/domain/tax/tax-invoice';
import { FormError } from '../../../../components/form-error';
import classes from '../../../../components/print.module.css';
import { formatDateTime } from '../../../../lib/format-time';
import { quantityWords } from '../../../../lib/quantity-words';
import { m } from '../../../../paraglide/messages';
import type { Live } from '../../../../lib/live-read';
import { useTaxInvoice } from '../api/tax-invoice';

/** The QR code KRA's receipts carry: its verification link, drawn as an SVG by uqr. */
function VerifyCode({ url }: { url: string }) {
  const svg = renderSVG(url, { border: 1 });
  return (
    <Image
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt={m.store_receipt_qr()}
      w={132}
      h={132}
    />
  );
}

/** An accepted invoice as a receipt: the shop's PIN, KRA's numbers, the lines with their tax, the QR code. */
function Receipt({ invoice }: { invoice: TaxInvoice & { receipt: NonNullable<TaxInvoice['receipt']> } }) {
  const { receipt } = invoice;
  const lines = [...invoice.goods, ...invoice.others];
  const amounts = invoiceAmounts(invoice.goods, invoice.others, invoice.discountCents);
  const bands = amounts.bands.filter((band) => band.taxableCents + band.taxCents > 0);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm">{m.store_receipt_seller_pin({ pin: receipt.sellerPin })}</Text>
          <Text size="sm">{m.store_receipt_cu_number({ number: receipt.cuInvoiceNumber })}</Text>
          <Text size="sm">
            {m.store_receipt_invoice_number({ number: String(invoice.invoiceNumber ?? '') })}
          </Text>
          <Text size="sm">{m.store_receipt_signed({ time: formatDateTime(receipt.signedAtMs) })}</Text>
          {invoice.customerPin && (
            <Text size="sm">{m.store_receipt_buyer_pin({ pin: invoice.customerPin })}</Text>
          )}
        </Stack>
        <VerifyCode url={receipt.verifyUrl} />
      </Group>
      <Table fz="sm" verticalSpacing={4} aria-label={m.store_receipt_lines()}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{m.store_receipt_item()}</Table.Th>
            <Table.Th ta="right">{m.store_receipt_quantity()}</Table.Th>
            <Table.Th ta="right">{m.store_receipt_amount()}</Table.Th>
            <Table.Th ta="right">{m.store_receipt_tax_type()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={line.itemId}>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {quantityWords(line, line.quantity)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatKes(amounts.lines[index]?.netCents ?? line.grossCents)}
              </Table.Td>
              <Table.Td ta="right">{line.taxType}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={2}>
        {bands.map((band) => (
          <Text size="sm" key={band.taxType}>
            {TAX_RATE_BPS[band.taxType] === 0
              ? m.store_receipt_band_exempt({ type: band.taxType, taxable: formatKes(band.taxableCents) })
              : m.store_receipt_band_vat({
                  type: band.taxType,
                  rate: String(band.rateBps / 100),
                  taxable: formatKes(band.taxableCents),
                  tax: formatKes(band.taxCents),
                })}
          </Text>
        ))}
        <Text fw={700}>{m.store_receipt_total({ total: formatKes(amounts.totalCents) })}</Text>
      </Stack>
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        {m.store_receipt_signature({ data: receipt.internalData, signature: receipt.signature })}
      </Text>
      <Anchor href={receipt.verifyUrl} target="_blank" rel="noreferrer" size="sm" className={classes.noPrint}>
        {m.store_receipt_verify()}
      </Anchor>
    </Stack>
  );
}

/**
 * The tax invoice of a delivered order (decision 074), to show and print: KRA registers it within minutes
 * of the delivery, and until then the customer is told it is on its way.
 */
export function TaxInvoiceReceipt({ orderId }: { orderId: string }) {
  return <TaxInvoiceCard invoice={useTaxInvoice(orderId)} />;
}

/** The receipt's card for the invoice as it is read: pending, accepted, or unreadable. */
export function TaxInvoiceCard({ invoice }: { invoice: Live<TaxInvoice | null> }) {
  const data = invoice.status === 'ready' ? invoice.data : null;
  const receipt = data?.state === 'accepted' ? data.receipt : null;
  return (
    <Card withBorder padding="md" component="section" aria-label={m.store_receipt_title()}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {m.store_receipt_title()}
          </Title>
          {data && receipt && (
            <Button variant="default" size="xs" className={classes.noPrint} onClick={() => window.print()}>
              {m.store_receipt_print()}
            </Button>
          )}
        </Group>
        {invoice.status === 'error' && <FormError message={invoice.message} />}
        {invoice.status === 'ready' && (!data || !receipt) && (
          <Text size="sm" c="dimmed">
            {data?.state === 'accepted' ? m.store_receipt_at_kra() : m.store_receipt_pending()}
          </Text>
        )}
        {data && receipt && <Receipt invoice={{ ...data, receipt }} />}
      </Stack>
    </Card>
  );
}
