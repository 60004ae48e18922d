import { skipToken, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { historyStart } from '@nyama/domain/inventory/forecast-plan';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { adminItemsQuery } from '../../catalogue/api/items';
import { computeForecast } from './compute-forecast';
import { cuttingTemplatesQuery, demandDaysQuery } from './forecast-reads';

/**
 * The forecast from today: three reads (the items, 120 days of demand, the cutting templates), then the
 * computation in a worker.
 */
export function useForecast() {
  const [today] = useState(() => nairobiDate(Date.now()));
  const items = useQuery(adminItemsQuery());
  const days = useQuery(demandDaysQuery(historyStart(today)));
  const templates = useQuery(cuttingTemplatesQuery());
  const reads = [items, days, templates];
  const input = useMemo(
    () =>
      items.data && days.data && templates.data
        ? { days: days.data.rows, items: items.data.rows, templates: templates.data.rows, today }
        : undefined,
    [items.data, days.data, templates.data, today],
  );
  // Keyed by its whole input (a few thousand numbers, hashed in about a millisecond): it reruns only on new data.
  const forecast = useQuery({
    queryKey: ['admin', 'forecast', 'result', input],
    queryFn: input ? () => computeForecast(input) : skipToken,
    staleTime: Infinity,
  });
  return {
    forecast,
    items: items.data?.rows,
    isPending: reads.some((read) => read.isPending) || forecast.isPending,
    isError: reads.some((read) => read.isError) || forecast.isError,
    refetch: () =>
      Promise.all([
        ...reads.map((read) => read.refetch()),
        ...(forecast.isError ? [forecast.refetch()] : []),
      ]),
    unreadable: reads.reduce((sum, read) => sum + (read.data?.unreadable ?? 0), 0),
  };
}
