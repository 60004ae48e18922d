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
import { itemQuery, type ItemWithId } from '../../../storefront/catalog/public';
import { addToDraft } from '../api/draft-db';
import type { PhoneOrderDraft } from '../draft';
import { NeedsCustomer } from './choose-pages';
import { PhoneOrderFrame } from './phone-order-frame';
import { quantityWords } from '../../../../lib/quantity-words';
import { m } from '../../../../paraglide/messages';

/** /chooseitem/$group/$id: how much of one item, with the storefront's steps, minimum and price. */
export function ChooseItemPage() {
  const { group, id } = useParams({ from: '/_backOffice/admin/chooseitem/$group/$id' });
  const query = useQuery(itemQuery(id));
  const item = query.data;
  const found = item && item.active && item.groupId === group ? item : null;
  return (
    <PhoneOrderFrame step="items" title={found?.name ?? m.staff_phone_item()}>
      {(draft) => (
        <NeedsCustomer draft={draft}>
          {query.isPending && <LoadingScreen />}
          {query.isError && (
            <QueryError what={m.staff_phone_what_item()} onRetry={() => void query.refetch()} />
          )}
          {query.isSuccess && !found && <Text>{m.staff_phone_not_on_sale()}</Text>}
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
        message: m.staff_phone_added({
          quantity: quantityWords(item, quantity),
          name: item.name,
          customer: draft.customer.name,
        }),
      });
      await navigate(back);
    }
    return result;
  };
  return (
    <Stack>
      <Anchor renderRoot={(props) => <Link {...back} {...props} />} size="sm">
        {m.staff_phone_back_to_group()}
      </Anchor>
      {item.cut && <Text c="dimmed">{m.staff_phone_cut({ cut: item.cut })}</Text>}
      <ItemFacts item={item} nowMs={nowMs} />
      <QuantityForm
        key={item.id}
        item={item}
        already={taken}
        submitLabel={m.staff_phone_add_to_order()}
        onAdd={add}
      >
        {taken > 0 && (
          <Text size="sm" c="dimmed">
            {m.staff_phone_already({ quantity: quantityWords(item, taken) })}
          </Text>
        )}
      </QuantityForm>
    </Stack>
  );
}
