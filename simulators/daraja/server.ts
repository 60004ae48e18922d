import { z } from 'zod';
import { json, jsonBody, serve, type Route } from '../http';
import { darajaApiRoutes, type DarajaCredentials } from './api';
import { phonePageRoutes } from './phone-page';
import { createPromptStore, type PromptStore } from './prompts';

const resolveInput = z.object({
  resultCode: z.number().int().nonnegative(),
  /** false: the prompt is answered but its callback never arrives (only a status query learns it). */
  deliverCallback: z.boolean().optional(),
});

/** JSON control endpoints for tests: list prompts and answer one as the phone would. */
function controlRoutes(prompts: PromptStore): Route[] {
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
  ];
}

export type DarajaSimulatorOptions = DarajaCredentials & {
  port: number;
  /** Every callback is dropped, as when Safaricom's callback never reaches the shop. */
  dropCallbacks: boolean;
};

export function startDarajaSimulator(options: DarajaSimulatorOptions) {
  const prompts = createPromptStore({ dropCallbacks: options.dropCallbacks });
  return serve(
    [...darajaApiRoutes(options, prompts), ...phonePageRoutes(prompts), ...controlRoutes(prompts)],
    options.port,
  );
}
