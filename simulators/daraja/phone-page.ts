import { formatKes } from '@nyama/domain/kernel/money';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { escapeHtml, formBody, html, redirect, type Route } from '../http';
import type { Prompt, PromptStore } from './prompts';

/** What each button on the virtual phone answers, as an M-Pesa result code. */
const PHONE_ACTIONS = {
  approve: { code: 0, label: 'Approve' },
  cancel: { code: 1032, label: 'Cancel' },
  wrongPin: { code: 2001, label: 'Wrong PIN' },
  insufficient: { code: 1, label: 'Insufficient funds' },
  timeout: { code: 1037, label: 'Let it time out' },
} as const;
type PhoneAction = keyof typeof PHONE_ACTIONS;
const isPhoneAction = (action: string | undefined): action is PhoneAction =>
  action !== undefined && Object.hasOwn(PHONE_ACTIONS, action);

const STYLE = `*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111}
main{max-width:28rem;margin:0 auto;padding:1rem}h1{font-size:1.3rem}h2{font-size:1rem;margin:1.5rem 0 .5rem}
.card{background:#fff;border-radius:.75rem;padding:1rem;margin:.75rem 0;box-shadow:0 1px 3px #0002}
.pin{display:flex;gap:.5rem;margin:.75rem 0}input{flex:1;min-width:0;font-size:1.2rem;padding:.5rem;letter-spacing:.3em}
button{font-size:1rem;padding:.6rem .8rem;border-radius:.5rem;border:1px solid #999;background:#fff;margin:.2rem 0}
button.primary{background:#2e7d32;color:#fff;border-color:#2e7d32}.row{display:flex;flex-wrap:wrap;gap:.4rem}
.muted{color:#555;font-size:.9rem}`;

function pendingCard(prompt: Prompt): string {
  const id = escapeHtml(prompt.checkoutRequestId);
  const others = (['cancel', 'wrongPin', 'insufficient', 'timeout'] as const)
    .map(
      (action) =>
        `<button name="action" value="${action}" formnovalidate>${PHONE_ACTIONS[action].label}</button>`,
    )
    .join('');
  return `<div class="card"><p>Do you want to pay <strong>${formatKes(prompt.amount * 100)}</strong> to
    <strong>NYAMA SHOP</strong> for account <strong>${escapeHtml(prompt.accountReference)}</strong>?</p>
    <form method="post" action="/phone/prompts/${id}">
      <label class="muted" for="pin-${id}">Enter M-PESA PIN</label>
      <div class="pin"><input id="pin-${id}" name="pin" inputmode="numeric" pattern="\\d{4}" maxlength="4"
        required autocomplete="off"><button class="primary" name="action" value="approve">Approve</button></div>
      <div class="row">${others}</div>
    </form><p class="muted">${id}</p></div>`;
}

function resolvedCard(prompt: Prompt): string {
  const result = prompt.result;
  if (!result) return '';
  const receipt = result.receipt ? ` Receipt ${escapeHtml(result.receipt)}.` : '';
  const delivery =
    result.callbackStatus === null ? 'callback not sent' : `callback answered ${result.callbackStatus}`;
  return `<div class="card muted">${formatKes(prompt.amount * 100)} from ${formatKenyanPhone(prompt.phone)}:
    ${result.code} ${escapeHtml(result.description)}.${receipt} (${delivery})</div>`;
}

function page(prompts: Prompt[]): string {
  const pending = prompts.filter((prompt) => !prompt.result);
  const phones = [...new Set(pending.map((prompt) => prompt.phone))];
  const sections = phones
    .map((phone) => {
      const cards = pending
        .filter((prompt) => prompt.phone === phone)
        .map(pendingCard)
        .join('');
      return `<h2>Phone ${formatKenyanPhone(phone)}</h2>${cards}`;
    })
    .join('');
  const recent = prompts
    .filter((prompt) => prompt.result)
    .reverse()
    .slice(0, 10)
    .map(resolvedCard)
    .join('');
  // Refresh only while nothing is pending, so a PIN being typed is never wiped.
  const refresh = pending.length === 0 ? '<meta http-equiv="refresh" content="3">' : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">${refresh}<title>Virtual M-Pesa phone</title>
<style>${STYLE}</style></head><body><main><h1>Virtual M-Pesa phone</h1>
<p class="muted">M-Pesa Express prompts sent by the shop appear here, per phone number.
<a href="/phone">Refresh</a></p>
${sections || '<div class="card">No prompts waiting. Pay an order with M-Pesa and it shows up here.</div>'}
${recent ? `<h2>Recent answers</h2>${recent}` : ''}</main></body></html>`;
}

/** The virtual phone: a server-rendered page where a person answers STK prompts like on a handset. */
export function phonePageRoutes(prompts: PromptStore): Route[] {
  return [
    { method: 'GET', path: '/phone', handle: () => html(page(prompts.all())) },
    {
      method: 'POST',
      path: '/phone/prompts/:checkoutRequestId',
      handle: async (request) => {
        const { action, pin } = formBody(request);
        if (!isPhoneAction(action)) return html('Unknown action. <a href="/phone">Back</a>', 400);
        if (action === 'approve' && !/^\d{4}$/.test(pin ?? '')) {
          return html('Enter a 4-digit M-PESA PIN. <a href="/phone">Back</a>', 400);
        }
        await prompts.resolve(request.params['checkoutRequestId'] ?? '', PHONE_ACTIONS[action].code);
        return redirect('/phone');
      },
    },
  ];
}
