import { Anchor, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import type { ReceiptLine } from '@nyama/domain/inventory/inventory-document';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { m } from '../../../../paraglide/messages';
import { describeStaffError } from '../../refusals/public';
import { adminItemsQuery } from '../../catalogue/public';
import { inventoryDocumentQuery, usePostInventoryDocument, useSaveInventoryDocument } from '../api/documents';
import { ReceiptForm } from './receipt-form';

/**
 * /inventoryin: goods receipt. A new receipt note, or the draft named by `?document=`, saved as a draft or
 * posted at once (each line a new lot); either way it opens as its document afterwards.
 */
export function InventoryInPage() {
  const draftId = useSearch({ from: '/_backOffice/inner/inventoryin' }).document ?? null;
  const items = useQuery(adminItemsQuery());
  const draft = useQuery({ ...inventoryDocumentQuery(draftId ?? ''), enabled: draftId !== null });
  const save = useSaveInventoryDocument();
  const post = usePostInventoryDocument();
  const navigate = useNavigate();
  const [today] = useState(() => nairobiDate(Date.now()));

  if (items.isPending || (draftId !== null && draft.isPending)) return <LoadingScreen />;
  if (items.isError)
    return <QueryError what={m.staff_inv_items_what()} onRetry={() => void items.refetch()} />;
  if (draft.isError)
    return <QueryError what={m.staff_inv_draft_what()} onRetry={() => void draft.refetch()} />;
  const stored = draft.data ?? null;
  const editable = stored?.kind === 'receiptNote' && stored.status === 'draft' ? stored : null;
  if (draftId !== null && !editable) {
    return (
      <Text>
        {m.staff_inv_not_a_draft()}{' '}
        <Anchor component={Link} to={`/inventorydoc/${draftId}`}>
          {m.staff_inv_open_document()}
        </Anchor>
      </Text>
    );
  }

  const action = post.isPending ? 'post' : save.isPending ? 'draft' : null;
  const failed = post.error ?? save.error;
  const submit = (lines: ReceiptLine[], posting: boolean) =>
    (posting ? post : save).mutate(
      { documentId: editable?.documentId ?? null, body: { kind: 'receiptNote', lines } },
      {
        onSuccess: ({ documentId, number }) => {
          if (posting) notifications.show({ color: 'green', message: m.staff_inv_received({ number }) });
          void navigate({ to: '/inventorydoc/$id', params: { id: documentId } });
        },
      },
    );

  return (
    <Stack gap="md" maw={1100}>
      <Title order={1}>
        {editable ? m.staff_inv_goods_in_number({ number: editable.number }) : m.staff_inv_nav_goods_in()}
      </Title>
      <Text c="dimmed" size="sm">
        {m.staff_inv_goods_in_note()}
      </Text>
      <ReceiptForm
        items={items.data.rows}
        initial={editable?.lines ?? []}
        today={today}
        onSubmit={submit}
        saving={action}
        error={failed ? describeStaffError(failed) : null}
      />
    </Stack>
  );
}
