import { useQuery } from '@tanstack/react-query';
import { adminItemsQuery } from '../../catalogue/public';
import { lotsOnHandQuery } from '../../inventory/public';
import { buyersQuery } from './leftovers';

/** Everything the sale form chooses from, or what to show while it loads or fails. */
export function useSaleChoices() {
  const buyers = useQuery(buyersQuery());
  const lots = useQuery(lotsOnHandQuery());
  const items = useQuery(adminItemsQuery());
  const reads = [buyers, lots, items];
  const failed = reads.some((read) => read.isError);
  const retry = () => void Promise.all(reads.map((read) => read.refetch()));
  const ready =
    buyers.data && lots.data && items.data
      ? { buyers: buyers.data.rows, lots: lots.data.rows, items: items.data.rows }
      : null;
  return { failed, retry, ready };
}
