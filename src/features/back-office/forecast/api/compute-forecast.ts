import type { ForecastInput, ForecastResult } from '@nyama/domain/inventory/forecast-plan';

/** Runs forecastAndPlan in a worker of its own, ended once it answers. */
export function computeForecast(input: ForecastInput): Promise<ForecastResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./forecast.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ForecastResult>) => {
      resolve(event.data);
      worker.terminate();
    };
    worker.onerror = (event) => {
      reject(new Error(event.message || 'The forecast could not be computed.'));
      worker.terminate();
    };
    worker.postMessage(input);
  });
}
