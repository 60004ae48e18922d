import { forecastAndPlan, type ForecastInput } from '@nyama/domain/inventory/forecast-plan';

// The forecast and its backtest take about 100 ms for 60 items on a laptop and several times that on a
// cheap phone: off the main thread, the page stays responsive (docs/decisions/036-forecast-screen.md).
self.onmessage = (event: MessageEvent<ForecastInput>) => {
  self.postMessage(forecastAndPlan(event.data));
};
