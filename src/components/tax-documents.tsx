import { Anchor, Button, Card, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { renderSVG } from 'uqr';
import { formatKes } from '@nyama/domain/kernel/money';
import { TAX_RATE_BPS } from '@nyama/domain/kernel/tax-type';
import { invoiceAmounts } from '@nyama/domain/tax/invoice-amounts';
import type { TaxInvoice } from '@nyama/domain/tax/tax-invoice';
import { FormError } from './form-error';
import classes from './print.module.css';
import { formatDateTime } from '../lib/format-time';
import { quantityWords } from '../lib/quantity-words';
import { m } from '../paraglide/messages';
import type { Live } from '../lib/live-read';

/** A credit note with its key (`credit-<refundId>`, `leftover-credit-<saleId>`), to tell one from another. */
export type CreditNote = { key: string; note: TaxInvoice };

/** What a sale invoice and a credit note each call their parts. */
const WORDS = {
  sale: {
    title: m.store_receipt_title,
    number: m.store_receipt_invoice_number,
    lines: m.store_receipt_lines,
    total: m.store_receipt_total,
    qr: m.store_receipt_qr,
    verify: m.store_receipt_verify,
    atKra: m.store_receipt_at_kra,
  },
  credit: {
    title: m.store_credit_title,
    number: m.store_credit_number,
    lines: m.store_credit_lines,
    total: m.store_credit_total,
    qr: m.store_credit_qr,
    verify: m.store_credit_verify,
    atKra: m.store_credit_at_kra,
  },
} as const;

/** The QR code KRA's receipts carry: its verification link, drawn as an SVG by uqr. */
function VerifyCode({ url, alt }: { url: string; alt: string }) {
  const svg = renderSVG(url, { border: 1 });
  return <Image src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`} alt={alt} w={132} h={132} />;
}

type Accepted = TaxInvoice & { receipt: NonNullable<TaxInvoice['receipt']> };

/**
 * An accepted invoice or credit note as printed: the shop's PIN, KRA's numbers (a credit note's with the
 * sale's it reverses), the lines with their tax, the total (what a credit note gives back), the QR code.
 */
function Receipt({ invoice, saleNumber }: { invoice: Accepted; saleNumber: number | null }) {
  const { receipt } = invoice;
  const words = WORDS[invoice.kind];
  const lines = [...invoice.goods, ...invoice.others];
  const amounts = invoiceAmounts(invoice.goods, invoice.others, invoice.discountCents);
  const bands = amounts.bands.filter((band) => band.taxableCents + band.taxCents > 0);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm">{m.store_receipt_seller_pin({ pin: receipt.sellerPin })}</Text>
          <Text size="sm">{m.store_receipt_cu_number({ number: receipt.cuInvoiceNumber })}</Text>
          <Text size="sm">{words.number({ number: String(invoice.invoiceNumber ?? '') })}</Text>
          {invoice.kind === 'credit' && saleNumber !== null && (
            <Text size="sm">{m.store_credit_against({ number: String(saleNumber) })}</Text>
          )}
          <Text size="sm">{m.store_receipt_signed({ time: formatDateTime(receipt.signedAtMs) })}</Text>
          {invoice.customerName && <Text size="sm">{invoice.customerName}</Text>}
          {invoice.customerPin && (
            <Text size="sm">{m.store_receipt_buyer_pin({ pin: invoice.customerPin })}</Text>
          )}
        </Stack>
        <VerifyCode url={receipt.verifyUrl} alt={words.qr()} />
      </Group>
      <Table fz="sm" verticalSpacing={4} aria-label={words.lines()}>
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
            <Table.Tr key={`${index}-${line.itemId}`}>
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
        <Text fw={700}>{words.total({ total: formatKes(amounts.totalCents) })}</Text>
      </Stack>
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        {m.store_receipt_signature({ data: receipt.internalData, signature: receipt.signature })}
      </Text>
      <Anchor href={receipt.verifyUrl} target="_blank" rel="noreferrer" size="sm" className={classes.noPrint}>
        {words.verify()}
      </Anchor>
    </Stack>
  );
}

type Printing = {
  /** Left out of the printed page: another document is being printed. */
  hidden: boolean;
  onPrint: () => void;
};

/**
 * One tax document's card: its title, a Print button once KRA has accepted it, and the document, or
 * `waiting` while KRA has not given it its numbers (nothing while it is read), or why it cannot be read.
 */
function DocumentCard({
  kind,
  invoice,
  waiting,
  failure,
  saleNumber,
  printing,
}: {
  kind: TaxInvoice['kind'];
  invoice: TaxInvoice | null;
  waiting: string | null;
  failure: string | null;
  saleNumber: number | null;
  printing: Printing;
}) {
  const words = WORDS[kind];
  const receipt = invoice?.state === 'accepted' ? invoice.receipt : null;
  // Accepted without the control unit's data: KRA took it on an answer that was lost (decision 074).
  const note = invoice?.state === 'accepted' ? words.atKra() : waiting;
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-label={words.title()}
      className={printing.hidden ? classes.noPrint : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {words.title()}
          </Title>
          {receipt && (
            <Button variant="default" size="xs" className={classes.noPrint} onClick={printing.onPrint}>
              {m.store_receipt_print()}
            </Button>
          )}
        </Group>
        {failure && <FormError message={failure} />}
        {invoice && receipt && <Receipt invoice={{ ...invoice, receipt }} saleNumber={saleNumber} />}
        {!failure && !receipt && note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Which document the next print is of: each Print button prints its own document alone, and once the
 * printing is over (or before any button) printing the page prints them all.
 */
function usePrintOne() {
  const [printing, setPrinting] = useState<string | null>(null);
  useEffect(() => {
    const over = () => setPrinting(null);
    window.addEventListener('afterprint', over);
    return () => window.removeEventListener('afterprint', over);
  }, []);
  return (key: string): Printing => ({
    hidden: printing !== null && printing !== key,
    onPrint: () => {
      // The others leave the page before the browser takes its picture of it.
      flushSync(() => setPrinting(key));
      window.print();
    },
  });
}

const SALE = 'sale';

/**
 * A sale's tax documents (decision 074), to show and print: its invoice, which KRA registers within
 * minutes (until then it says it is on its way), and each credit note against it. Each is pending,
 * accepted, or unreadable as it is read; credit notes are usually none.
 */
export function TaxDocuments({
  sale,
  credits,
  pending,
}: {
  sale: Live<TaxInvoice | null>;
  credits: Live<CreditNote[]>;
  /** What each says until KRA accepts it, in the words of whoever reads it: the customer, or staff. */
  pending: { sale: string; credit: (amount: string) => string };
}) {
  const printing = usePrintOne();
  const saleData = sale.status === 'ready' ? sale.data : null;
  return (
    <>
      <DocumentCard
        kind="sale"
        invoice={saleData}
        waiting={sale.status === 'ready' ? pending.sale : null}
        failure={sale.status === 'error' ? sale.message : null}
        saleNumber={null}
        printing={printing(SALE)}
      />
      {credits.status === 'error' && <FormError message={credits.message} />}
      {credits.status === 'ready' &&
        credits.data.map(({ key, note }) => (
          <DocumentCard
            key={key}
            kind="credit"
            invoice={note}
            waiting={pending.credit(
              formatKes(invoiceAmounts(note.goods, note.others, note.discountCents).totalCents),
            )}
            failure={null}
            saleNumber={saleData?.invoiceNumber ?? null}
            printing={printing(key)}
          />
        ))}
    </>
  );
}
