import { Divider, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { priceAt } from '@nyama/domain/catalogue/item-price';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatDateTime } from '../../../../lib/format-time';
import { availableQuantity } from '@nyama/domain/catalogue/quantity';
import { paths } from '@nyama/domain/kernel/paths';
import { describeStaffError } from '../../refusals/public';
import { useAdjustItemStock, useSetItemPrice } from '../api/actions';
import type { AdminItem } from '../api/items';
import { PriceForm } from './price-form';
import { PriceHistory } from './price-history';
import { StockForm } from './stock-form';
import { m } from '../../../../paraglide/messages';
import { UNIT_WORDS } from '../../../../lib/unit-words';
import { quantityWords } from '../../../../lib/quantity-words';

type Props = { item: AdminItem; details: ReactNode; auditTrail: (targetPath: string) => ReactNode };

/** An existing item: its details form, its price (now, to come, history), its stock, and its audit trail. */
export function ItemEditor({ item, details, auditTrail }: Props) {
  const [nowMs] = useState(() => Date.now());
  const setPrice = useSetItemPrice();
  const adjustStock = useAdjustItemStock();
  const pending = item.pendingPrice;

  return (
    <Stack>
      {details}
      <Divider />
      <Title order={3} size="h5">
        {m.staff_cat_price()}
      </Title>
      <Text>
        {formatKes(priceAt(item, nowMs))} {UNIT_WORDS[item.unit]()}
        {pending && pending.effectiveFromMs > nowMs && (
          <Text span c="dimmed">
            {' '}
            ·{' '}
            {m.staff_cat_price_from({
              amount: formatKes(pending.cents),
              time: formatDateTime(pending.effectiveFromMs),
            })}
          </Text>
        )}
      </Text>
      <PriceForm
        key={`price-${item.pendingPrice?.historyId ?? priceAt(item, nowMs)}`}
        itemId={item.id}
        unit={item.unit}
        saving={setPrice.isPending}
        error={setPrice.isError ? describeStaffError(setPrice.error) : null}
        onSave={(input) => setPrice.mutate(input)}
      />
      <PriceHistory itemId={item.id} unit={item.unit} nowMs={nowMs} />
      <Divider />
      <Title order={3} size="h5">
        {m.staff_cat_stock_now({ quantity: quantityWords(item, availableQuantity(item)) })}
      </Title>
      <StockForm
        key={`stock-${availableQuantity(item)}`}
        itemId={item.id}
        unit={item.unit}
        saving={adjustStock.isPending}
        error={adjustStock.isError ? describeStaffError(adjustStock.error) : null}
        onSave={(input) => adjustStock.mutate(input)}
      />
      <Divider />
      {auditTrail(paths.item(item.id))}
    </Stack>
  );
}
