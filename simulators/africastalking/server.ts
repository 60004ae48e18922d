import { z } from 'zod/mini';
import { json, jsonBody, serve, type Route } from '../http';
import { messagingRoutes, type AfricasTalkingCredentials } from './api';
import { createOutbox, type Outbox } from './outbox';
import { phonePageRoutes } from './phone-page';
import { RECIPIENT_STATUS_CODES, type RecipientStatusCode } from './protocol';

const statusCodeSchema = z.custom<RecipientStatusCode>(
  (value) => typeof value === 'number' && (RECIPIENT_STATUS_CODES as number[]).includes(value),
);
const failInput = z.object({ statusCode: z.nullable(statusCodeSchema) });
const gatewayInput = z.object({ down: z.boolean() });
const reportInput = z.object({
  status: z.enum(['Success', 'Failed', 'Rejected', 'Sent', 'Submitted', 'Buffered']),
  failureReason: z._default(z.nullable(z.string()), null),
});
const inboundInput = z.object({ from: z.string().check(z.minLength(1)), text: z.string() });

/** JSON control endpoints for tests: refuse a recipient, take the gateway down, report, reply. */
function controlRoutes(outbox: Outbox): Route[] {
  return [
    {
      method: 'GET',
      path: '/__control/messages',
      handle: (request) => {
        const to = request.url.searchParams.get('to');
        return json(200, { messages: to ? outbox.all().filter((text) => text.to === to) : outbox.all() });
      },
    },
    {
      method: 'POST',
      path: '/__control/recipients/:number',
      handle: (request) => {
        const input = failInput.safeParse(jsonBody(request));
        if (!input.success) return json(400, { message: 'Send {statusCode: 403 | 406 | … | null}' });
        outbox.failRecipient(request.params['number'] ?? '', input.data.statusCode);
        return json(200, input.data);
      },
    },
    {
      method: 'POST',
      path: '/__control/gateway',
      handle: (request) => {
        const input = gatewayInput.safeParse(jsonBody(request));
        if (!input.success) return json(400, { message: 'Send {down: boolean}' });
        outbox.setDown(input.data.down);
        return json(200, input.data);
      },
    },
    {
      method: 'POST',
      path: '/__control/messages/:messageId/report',
      handle: async (request) => {
        const input = reportInput.safeParse(jsonBody(request));
        if (!input.success) return json(400, { message: 'Send {status, failureReason?}' });
        const text = outbox.byId(request.params['messageId'] ?? '');
        if (!text) return json(404, { message: 'No such message' });
        const delivered = await outbox.report(text, input.data.status, input.data.failureReason);
        return json(200, { delivered: delivered.status });
      },
    },
    {
      method: 'POST',
      path: '/__control/inbound',
      handle: async (request) => {
        const input = inboundInput.safeParse(jsonBody(request));
        if (!input.success) return json(400, { message: 'Send {from, text}' });
        const delivered = await outbox.inbound(input.data.from, input.data.text);
        return json(200, { delivered: delivered.status });
      },
    },
  ];
}

type AfricasTalkingSimulatorOptions = AfricasTalkingCredentials & {
  port: number;
  deliveryReportUrl: string;
  inboxUrl: string;
  shortCode: string;
};

export function startAfricasTalkingSimulator(options: AfricasTalkingSimulatorOptions) {
  const outbox = createOutbox(options);
  return serve(
    [...messagingRoutes(options, outbox), ...phonePageRoutes(outbox), ...controlRoutes(outbox)],
    options.port,
  );
}
