import { Badge, List, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Item } from '@nyama/domain/catalogue/catalog';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatDateTime } from '../../../../lib/format-time';
import { priceHistoryQuery } from '../api/items';
import { m } from '../../../../paraglide/messages';
import { UNIT_WORDS } from '../../../../lib/unit-words';

/** Every price set for the item: from when, by whom, and whether a later one replaced it before it applied. */
export function PriceHistory({ itemId, unit, nowMs }: { itemId: string; unit: Item['unit']; nowMs: number }) {
  const history = useQuery(priceHistoryQuery(itemId));
  if (history.isPending) return <Loader size="sm" />;
  if (history.isError)
    return (
      <Text c="ember" size="sm">
        {m.staff_cat_history_unreadable()}
      </Text>
    );
  return (
    <List size="sm" spacing={4} aria-label={m.staff_cat_history()}>
      {history.data.map((entry) => (
        <List.Item key={entry.id}>
          {m.staff_cat_history_price({
            amount: formatKes(entry.cents),
            unit: UNIT_WORDS[unit](),
            time: formatDateTime(entry.effectiveFromMs),
          })}
          <Text span size="xs" c="dimmed">
            {' '}
            {m.staff_cat_history_set_by({ who: entry.actorEmail ?? entry.actorUid })}
          </Text>{' '}
          {entry.supersededAtMs !== null && (
            <Badge size="xs" color="gray" variant="light">
              {m.staff_cat_history_replaced()}
            </Badge>
          )}
          {entry.supersededAtMs === null && entry.effectiveFromMs > nowMs && (
            <Badge size="xs" color="yellow" variant="light">
              {m.staff_cat_history_to_come()}
            </Badge>
          )}
        </List.Item>
      ))}
    </List>
  );
}
