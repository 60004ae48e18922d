import { Badge, List, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { UNIT_LABEL, type Item } from '@nyama/domain/catalogue/catalog';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { priceHistoryQuery } from '../api/items';

/** Every price set for the item: from when, by whom, and whether a later one replaced it before it applied. */
export function PriceHistory({ itemId, unit, nowMs }: { itemId: string; unit: Item['unit']; nowMs: number }) {
  const history = useQuery(priceHistoryQuery(itemId));
  if (history.isPending) return <Loader size="sm" />;
  if (history.isError)
    return (
      <Text c="ember" size="sm">
        The price history could not be loaded.
      </Text>
    );
  return (
    <List size="sm" spacing={4} aria-label="Price history">
      {history.data.map((entry) => (
        <List.Item key={entry.id}>
          {formatKes(entry.cents)} {UNIT_LABEL[unit]} from {formatNairobiDateTime(entry.effectiveFromMs)}
          <Text span size="xs" c="dimmed">
            {' '}
            · set by {entry.actorEmail ?? entry.actorUid}
          </Text>{' '}
          {entry.supersededAtMs !== null && (
            <Badge size="xs" color="gray" variant="light">
              replaced before it applied
            </Badge>
          )}
          {entry.supersededAtMs === null && entry.effectiveFromMs > nowMs && (
            <Badge size="xs" color="yellow" variant="light">
              to come
            </Badge>
          )}
        </List.Item>
      ))}
    </List>
  );
}
