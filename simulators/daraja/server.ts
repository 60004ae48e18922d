import { z } from 'zod/mini';
import { json, jsonBody, serve, type Route } from '../http';
import { darajaApiRoutes, type DarajaCredentials } from './api';
import { initiatorApiRoutes, type InitiatorCredentials } from './initiator-api';
import { phonePageRoutes } from './phone-page';
import { createPromptStore, STK_PUSH_REPLIES, type PromptStore } from './prompts';
import { createTokenStore } from './tokens';
import { createTransferStore, type TransferStore } from './transfers';

const resolveInput = z.object({
  resultCode: z.int().check(z.nonnegative()),
  /** false: the prompt is answered but its callback never arrives (only a status query learns it). */
  deliverCallback: z.optional(z.boolean()),
});

const stkPushReplyInput = z.object({ reply: z.enum(STK_PUSH_REPLIES) });

const resolveTransferInput = z.object({
  /** M-Pesa's result: 0 (the default) succeeds unless M-Pesa's own checks refuse the transfer. */
  resultCode: z._default(z.union([z.int().check(z.nonnegative()), z.string().check(z.minLength(1))]), 0),
  /** result: posted to ResultURL; timeout: to QueueTimeOutURL, unprocessed; none: lost on the way. */
  deliver: z._default(z.enum(['result', 'timeout', 'none']), 'result'),
});

/** JSON control endpoints for tests: answer prompts as the phone would, and let M-Pesa process transfers. */
function controlRoutes(prompts: PromptStore, transfers: TransferStore): Route[] {
  return [
    { method: 'GET', path: '/__control/prompts', handle: () => json(200, { prompts: prompts.all() }) },
    {
      method: 'POST',
      path: '/__control/prompts/:checkoutRequestId/resolve',
      handle: async (request) => {
        const input = resolveInput.safeParse(jsonBody(request));
        if (!input.success) return json(400, { message: 'Send {resultCode, deliverCallback?}' });
        const id = request.params['checkoutRequestId'] ?? '';
        if (!prompts.get(id)) return json(404, { message: `No prompt ${id}` });
        const prompt = await prompts.resolve(id, input.data.resultCode, input.data.deliverCallback);
        return prompt ? json(200, { prompt }) : json(409, { message: `Prompt ${id} was already answered` });
      },
    },
    {
      method: 'POST',
      path: '/__control/stkpush/next-reply',
      handle: (request) => {
        const input = stkPushReplyInput.safeParse(jsonBody(request));
        if (!input.success) return json(400, { message: `Send {reply: ${STK_PUSH_REPLIES.join(' | ')}}` });
        prompts.planReply(input.data.reply);
        return json(200, { reply: input.data.reply });
      },
    },
    { method: 'GET', path: '/__control/transfers', handle: () => json(200, { transfers: transfers.all() }) },
    {
      method: 'POST',
      path: '/__control/transfers/:originatorConversationId/resolve',
      handle: async (request) => {
        const input = resolveTransferInput.safeParse(jsonBody(request) ?? {});
        if (!input.success) return json(400, { message: 'Send {resultCode?, deliver?}' });
        const id = request.params['originatorConversationId'] ?? '';
        if (!transfers.get(id)) return json(404, { message: `No transfer ${id}` });
        const transfer = await transfers.resolve(id, input.data.resultCode, input.data.deliver);
        return transfer
          ? json(200, { transfer })
          : json(409, { message: `Transfer ${id} was already processed` });
      },
    },
  ];
}

type DarajaSimulatorOptions = DarajaCredentials &
  InitiatorCredentials & {
    port: number;
    /** Every callback is dropped, as when Safaricom's callback never reaches the shop. */
    dropCallbacks: boolean;
  };

export function startDarajaSimulator(options: DarajaSimulatorOptions) {
  const prompts = createPromptStore({ dropCallbacks: options.dropCallbacks });
  const tokens = createTokenStore();
  const transfers = createTransferStore(prompts);
  return serve(
    [
      ...darajaApiRoutes(options, prompts, tokens),
      ...initiatorApiRoutes(options, tokens, transfers),
      ...phonePageRoutes(prompts),
      ...controlRoutes(prompts, transfers),
    ],
    options.port,
  );
}
