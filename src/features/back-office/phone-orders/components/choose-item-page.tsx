import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { ItemFacts } from '../../../../components/item-facts';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QuantityForm } from '../../../../components/quantity-form';
import { QueryError } from '../../../../components/query-error';
import { phoneGroupLink } from '@nyama/domain/orders/phone-order';
import { describeQuantity } from '@nyama/domain/catalogue/quantity';
import { itemQuery, type ItemWithId } from '../../../storefront/catalog/public';
import { addToDraft } from '../api/draft-db';
import type { PhoneOrderDraft } from '../draft';
import { NeedsCustomer } from './choose-pages';
import { PhoneOrderFrame } from './phone-order-frame';

/** /chooseitem/$group/$id: how much of one item, with the storefront's steps, minimum and price. */
export function ChooseItemPage() {
  const { group, id } = useParams({ from: '/_backOffice/admin/chooseitem/$group/$id' });
  const query = useQuery(itemQuery(id));
  const item = query.data;
  const found = item && item.active && item.groupId === group ? item : null;
  return (
    <PhoneOrderFrame step="items" title={found?.name ?? 'Item'}>
      {(draft) => (
        <NeedsCustomer draft={draft}>
          {query.isPending && <LoadingScreen />}
          {query.isError && <QueryError what="this item" onRetry={() => void query.refetch()} />}
          {query.isSuccess && !found && <Text>This item is not on sale.</Text>}
          {found && draft && <ItemChoice item={found} draft={draft} />}
        </NeedsCustomer>
      )}
    </PhoneOrderFrame>
  );
}

function ItemChoice({ item, draft }: { item: ItemWithId; draft: PhoneOrderDraft }) {
  const navigate = useNavigate();
  const [nowMs] = useState(() => Date.now());
  const taken = draft.lines.find((line) => line.itemId === item.id)?.quantity ?? 0;
  const back = phoneGroupLink(item.groupId);
  const add = async (quantity: number) => {
    const result = await addToDraft(item.id, item, quantity);
    if (result.ok) {
      notifications.show({
        color: 'green',
        message: `Added ${describeQuantity(item, quantity)} of ${item.name} for ${draft.customer.name}.`,
      });
      await navigate(back);
    }
    return result;
  };
  return (
    <Stack>
      <Anchor renderRoot={(props) => <Link {...back} {...props} />} size="sm">
        ← Back to the group
      </Anchor>
      {item.cut && <Text c="dimmed">Cut: {item.cut}</Text>}
      <ItemFacts item={item} nowMs={nowMs} />
      <QuantityForm key={item.id} item={item} already={taken} submitLabel="Add to the order" onAdd={add}>
        {taken > 0 && (
          <Text size="sm" c="dimmed">
            Already in the order: {describeQuantity(item, taken)}
          </Text>
        )}
      </QuantityForm>
    </Stack>
  );
}
