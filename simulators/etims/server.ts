import { z } from 'zod/mini';
import { json, jsonBody, serve, type Route } from '../http';
import { oscuRoutes, type Gateway } from './api';
import { createControlUnit, type ControlUnit, type Taxpayer } from './control-unit';
import { invoicePageRoutes } from './pages';

const downInput = z.object({ down: z.boolean() });
const latencyInput = z.object({ ms: z.int().check(z.gte(0), z.lte(60_000)) });
const classInput = z.object({ itemClsCd: z.string(), inUse: z.boolean() });

/** JSON control endpoints for tests and benches: take KRA down, slow it, read what it accepted. */
function controlRoutes(
  unit: ControlUnit,
  setDown: (down: boolean) => void,
  setLatency: (ms: number) => void,
): Route[] {
  return [
    {
      method: 'POST',
      path: '/__control/gateway',
      handle: (request) => {
        const input = downInput.safeParse(jsonBody(request));
        if (!input.success) return json(400, { message: 'Send {down: boolean}' });
        setDown(input.data.down);
        return json(200, input.data);
      },
    },
    {
      method: 'POST',
      path: '/__control/latency',
      handle: (request) => {
        const input = latencyInput.safeParse(jsonBody(request));
        if (!input.success) return json(400, { message: 'Send {ms: 0…60000}' });
        setLatency(input.data.ms);
        return json(200, input.data);
      },
    },
    {
      method: 'POST',
      path: '/__control/item-classes',
      handle: (request) => {
        const input = classInput.safeParse(jsonBody(request));
        if (!input.success) return json(400, { message: 'Send {itemClsCd: string, inUse: boolean}' });
        unit.setClassInUse(input.data.itemClsCd, input.data.inUse);
        return json(200, input.data);
      },
    },
    { method: 'GET', path: '/__control/invoices', handle: () => json(200, { invoices: unit.invoices() }) },
    { method: 'GET', path: '/__control/purchases', handle: () => json(200, { purchases: unit.purchases() }) },
    {
      method: 'GET',
      path: '/__control/stock',
      handle: () => json(200, { moves: unit.stockMoves(), master: unit.stockMaster() }),
    },
    {
      method: 'POST',
      path: '/__control/reset',
      handle: () => {
        unit.reset();
        return json(200, { reset: true });
      },
    },
  ];
}

/** KRA's eTIMS OSCU on 127.0.0.1 for one taxpayer's branch and device (docs/decisions/074-etims-through-oscu.md). */
export function startEtimsSimulator(options: Taxpayer & { port: number }) {
  const unit = createControlUnit(options);
  let down = false;
  let latency = 0;
  const gateway: Gateway = { isDown: () => down, latencyMs: () => latency };
  return serve(
    [
      ...oscuRoutes(unit, gateway),
      ...invoicePageRoutes(unit),
      ...controlRoutes(
        unit,
        (value) => (down = value),
        (ms) => (latency = ms),
      ),
    ],
    options.port,
  );
}
