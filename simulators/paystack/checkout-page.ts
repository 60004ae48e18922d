import { formatKes } from '@nyama/domain/kernel/money';
import { TEST_CARDS } from '../config';
import { escapeHtml, formBody, html, redirect, type Route } from '../http';
import type { Transaction, TransactionStore } from './transactions';

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#eef2f6;color:#111}
main{max-width:26rem;margin:2rem auto;padding:1.25rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.2rem}.amount{font-size:1.6rem;font-weight:700}.muted{color:#555;font-size:.9rem}
button{display:block;width:100%;font-size:1rem;padding:.75rem;margin:.6rem 0;border-radius:.5rem;border:1px solid #999;background:#fff}
button.pay{background:#0ba4db;border-color:#0ba4db;color:#fff}code{font-size:.95rem}`;

function checkoutPage(transaction: Transaction): string {
  const done =
    transaction.status === 'abandoned'
      ? `<form method="post" action="/checkout/${escapeHtml(transaction.accessCode)}">
  <button class="pay" name="card" value="success">Pay with test card <code>${TEST_CARDS.success}</code></button>
  <button name="card" value="declined">Decline: test card <code>${TEST_CARDS.declined}</code></button></form>`
      : `<p>This payment is already ${escapeHtml(transaction.status)}.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Paystack test checkout</title>
<style>${STYLE}</style></head><body><main><h1>Paystack test checkout</h1>
<p class="muted">${escapeHtml(transaction.email)} · reference ${escapeHtml(transaction.reference)}</p>
<p class="amount">${formatKes(transaction.amount)}</p>${done}
<p class="muted">Test mode: no real card is charged. Any expiry date in the future and CVV 408 work.</p>
</main></body></html>`;
}

/** Where Paystack's authorization_url leads: a test checkout with one good and one declined card. */
export function checkoutRoutes(transactions: TransactionStore): Route[] {
  return [
    {
      method: 'GET',
      path: '/checkout/:accessCode',
      handle: (request) => {
        const transaction = transactions.byAccessCode(request.params['accessCode'] ?? '');
        return transaction ? html(checkoutPage(transaction)) : html('This checkout link is not valid.', 404);
      },
    },
    {
      method: 'POST',
      path: '/checkout/:accessCode',
      handle: async (request) => {
        const transaction = transactions.byAccessCode(request.params['accessCode'] ?? '');
        if (!transaction) return html('This checkout link is not valid.', 404);
        const { card } = formBody(request);
        await transactions.complete(transaction.reference, card === 'success' ? 'success' : 'failed');
        if (!transaction.callbackUrl) return html(checkoutPage(transaction));
        // Paystack sends the browser back with both trxref and reference.
        const back = new URL(transaction.callbackUrl);
        back.searchParams.set('trxref', transaction.reference);
        back.searchParams.set('reference', transaction.reference);
        return redirect(back.toString());
      },
    },
  ];
}
