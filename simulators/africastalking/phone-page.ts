import { escapeHtml, formBody, html, redirect, type Route } from '../http';
import type { Outbox } from './outbox';

const page = (title: string, body: string) =>
  html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:1rem auto;padding:0 1rem}
li{margin:.5rem 0;padding:.5rem;border:1px solid #ccc;border-radius:.5rem}small{color:#555}</style>
</head><body>${body}</body></html>`);

const time = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

/**
 * The virtual phones' inboxes: GET /sms lists every phone that got a text, /sms/<number> shows its texts,
 * newest first, and sends a reply (STOP) to the shop the way a real phone texting the short code would.
 */
export function phonePageRoutes(outbox: Outbox): Route[] {
  return [
    {
      method: 'GET',
      path: '/sms',
      handle: () => {
        const numbers = [...new Set(outbox.all().map((text) => text.to))];
        const items = numbers
          .map((number) => {
            const count = outbox.to(number).length;
            return `<li><a href="/sms/${encodeURIComponent(number)}">${escapeHtml(number)}</a> <small>${count} text${count === 1 ? '' : 's'}</small></li>`;
          })
          .join('');
        return page('Texts', `<h1>Texts received</h1><ul>${items || '<li>No texts yet.</li>'}</ul>`);
      },
    },
    {
      method: 'GET',
      path: '/sms/:number',
      handle: (request) => {
        const number = request.params['number'] ?? '';
        const items = [...outbox.to(number)]
          .reverse()
          .map(
            (text) =>
              `<li data-message-id="${escapeHtml(text.messageId)}"><small>${time(text.sentAtMs)} from ${escapeHtml(text.from ?? 'AFRICASTKNG')}</small><p>${escapeHtml(text.message)}</p></li>`,
          )
          .join('');
        return page(
          `Texts to ${number}`,
          `<p><a href="/sms">All phones</a></p><h1>Texts to ${escapeHtml(number)}</h1>
<form method="post" action="/sms/${encodeURIComponent(number)}/reply"><label>Reply to the shop
<input name="text" required value="STOP"></label> <button>Send</button></form><ul>${items || '<li>No texts yet.</li>'}</ul>`,
        );
      },
    },
    {
      method: 'POST',
      path: '/sms/:number/reply',
      handle: async (request) => {
        const number = request.params['number'] ?? '';
        const text = formBody(request)['text']?.trim();
        if (text) await outbox.inbound(number, text);
        return redirect(`/sms/${encodeURIComponent(number)}`);
      },
    },
  ];
}
