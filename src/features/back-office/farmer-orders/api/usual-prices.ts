import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Species } from '@nyama/domain/catalogue/species';
import { SPECIES } from '@nyama/domain/catalogue/species';
import { carcassItemId } from '@nyama/domain/catalogue/stock-only';
import { priceAt } from '@nyama/domain/catalogue/item-price';
import { adminItemsQuery } from '../../catalogue/api/items';

/**
 * What the shop usually pays per kg of each species' carcass: the carcass items are priced at it
 * (decision 032), so a new order starts from it. Empty while the items load.
 */
export function useUsualCarcassPrices(): Partial<Record<Species, number>> {
  const items = useQuery(adminItemsQuery());
  const rows = items.data?.rows;
  const [nowMs] = useState(() => Date.now());
  return useMemo(() => {
    return Object.fromEntries(
      SPECIES.flatMap((species) => {
        const item = rows?.find((candidate) => candidate.id === carcassItemId(species));
        return item ? [[species, priceAt(item, nowMs)]] : [];
      }),
    );
  }, [rows, nowMs]);
}
