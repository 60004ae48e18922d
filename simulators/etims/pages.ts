import { escapeHtml, html, type Route } from '../http';
import type { AcceptedInvoice, ControlUnit } from './control-unit';

const page = (title: string, body: string, status = 200) =>
  html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.25rem;text-align:left}
small{color:#555}</style></head><body>${body}</body></html>`,
    status,
  );

const field = (invoice: AcceptedInvoice, name: string) => String(invoice.request[name] ?? '');
const cuInvoiceNumber = (unit: ControlUnit, invoice: AcceptedInvoice) =>
  `${unit.identity.sdcId}/${invoice.receipt.curRcptNo}`;

function invoiceTable(unit: ControlUnit, invoice: AcceptedInvoice): string {
  const items = (invoice.request['itemList'] as Record<string, unknown>[])
    .map(
      (item) =>
        `<tr><td>${escapeHtml(String(item['itemNm']))}</td><td>${String(item['qty'])} ${escapeHtml(String(item['qtyUnitCd']))}</td><td>${String(item['totAmt'])}${escapeHtml(String(item['taxTyCd']))}</td><td>${String(item['taxAmt'])}</td></tr>`,
    )
    .join('');
  return `<p>${invoice.rcptTyCd === 'S' ? 'Sale' : `Credit note on invoice ${invoice.orgInvcNo}`} · trader's number ${escapeHtml(field(invoice, 'trdInvcNo'))}</p>
<p>CU invoice number <b>${escapeHtml(cuInvoiceNumber(unit, invoice))}</b> · ${escapeHtml(invoice.receipt.sdcDateTime)} · signature ${escapeHtml(invoice.receipt.rcptSign)}</p>
<table><thead><tr><th>Item</th><th>Quantity</th><th>Amount</th><th>VAT</th></tr></thead><tbody>${items}</tbody></table>
<p>Total ${escapeHtml(field(invoice, 'totAmt'))} · VAT ${escapeHtml(field(invoice, 'totTaxAmt'))}</p>`;
}

/**
 * What a person checks: GET /invoices lists every invoice the control unit accepted, every purchase and
 * every stock move it recorded, like KRA's portal;
 * the verification link a receipt's QR code carries opens that invoice, as KRA's does.
 */
export function invoicePageRoutes(unit: ControlUnit): Route[] {
  return [
    {
      method: 'GET',
      path: '/invoices',
      handle: () => {
        const rows = [...unit.invoices()]
          .reverse()
          .map(
            (invoice) =>
              `<tr><td>${invoice.invcNo}</td><td>${invoice.rcptTyCd}</td><td>${escapeHtml(field(invoice, 'trdInvcNo'))}</td><td>${escapeHtml(cuInvoiceNumber(unit, invoice))}</td><td>${escapeHtml(field(invoice, 'totAmt'))}</td></tr>`,
          )
          .join('');
        const purchases = [...unit.purchases()]
          .reverse()
          .map(
            ({ invcNo, request }) =>
              `<tr><td>${invcNo}</td><td>${escapeHtml(String(request['spplrNm'] ?? ''))}</td><td>${escapeHtml(String(request['remark'] ?? ''))}</td><td>${escapeHtml(String(request['totAmt'] ?? ''))}</td></tr>`,
          )
          .join('');
        const stock = [...unit.stockMoves()]
          .reverse()
          .map(
            (move) =>
              `<tr><td>${move.sarNo}</td><td>${escapeHtml(move.sarTyCd)}</td><td>${escapeHtml(move.ocrnDt)}</td><td>${move.itemList.map((item) => `${escapeHtml(item.itemNm)} ${item.qty} ${escapeHtml(item.qtyUnitCd)}`).join(', ')}</td><td>${escapeHtml(move.remark ?? '')}</td></tr>`,
          )
          .join('');
        return page(
          'eTIMS invoices',
          `<h1>Invoices KRA received</h1><p><small>${escapeHtml(unit.taxpayer.taxprNm)}, PIN ${escapeHtml(unit.taxpayer.tin)}</small></p>
<table><thead><tr><th>No.</th><th>Type</th><th>Shop's number</th><th>CU invoice</th><th>Total</th></tr></thead><tbody>${rows || '<tr><td colspan="5">No invoices yet.</td></tr>'}</tbody></table>
<h2>Purchases the shop invoiced as buyer</h2>
<table><thead><tr><th>No.</th><th>Supplier</th><th>Remark</th><th>Total</th></tr></thead><tbody>${purchases || '<tr><td colspan="4">No purchases yet.</td></tr>'}</tbody></table>
<h2>Stock stored in and out</h2>
<table><thead><tr><th>No.</th><th>Type</th><th>Date</th><th>Items</th><th>Remark</th></tr></thead><tbody>${stock || '<tr><td colspan="5">No stock moves yet.</td></tr>'}</tbody></table>`,
        );
      },
    },
    {
      method: 'GET',
      path: '/common/link/etims/receipt/indexEtimsReceiptData',
      handle: (request) => {
        const invoice = unit.verify(request.url.searchParams.get('Data') ?? '');
        if (!invoice)
          return page(
            'Invoice not found',
            '<h1>No such invoice</h1><p>KRA has no invoice with this signature.</p>',
            404,
          );
        return page('eTIMS invoice', `<h1>Valid invoice</h1>${invoiceTable(unit, invoice)}`);
      },
    },
  ];
}
