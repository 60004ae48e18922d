import { Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { stockOverview } from '@nyama/domain/inventory/stock-overview';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { m } from '../../../../paraglide/messages';
import { describeStaffError } from '../../refusals/public';
import { adminItemsQuery } from '../../catalogue/public';
import { usePostInventoryDocument } from '../api/documents';
import { lotsOnHandQuery } from '../api/lots';
import { WriteOffForm } from './write-off-form';

/** /inventoryout: writes meat off a lot on hand, with the reason, as a numbered write-off posted at once. */
export function InventoryOutPage() {
  const initialLotId = useSearch({ from: '/_backOffice/inner/inventoryout' }).lot ?? null;
  const items = useQuery(adminItemsQuery());
  const lots = useQuery(lotsOnHandQuery());
  const post = usePostInventoryDocument();
  const navigate = useNavigate();
  const [today] = useState(() => nairobiDate(Date.now()));
  const lotRows = useMemo(
    () => (items.data && lots.data ? stockOverview(items.data.rows, lots.data.rows, today).lots : undefined),
    [items.data, lots.data, today],
  );

  if (items.isError || lots.isError) {
    return (
      <QueryError
        what={m.staff_inv_lots_on_hand_what()}
        onRetry={() => void Promise.all([items.refetch(), lots.refetch()])}
      />
    );
  }
  if (!lotRows) return <LoadingScreen />;

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{m.staff_inv_nav_write_off()}</Title>
      {lotRows.length === 0 ? (
        <Text>{m.staff_inv_nothing_to_write_off()}</Text>
      ) : (
        <WriteOffForm
          lots={lotRows}
          initialLotId={initialLotId}
          posting={post.isPending}
          error={post.isError ? describeStaffError(post.error) : null}
          onPost={(line) =>
            post.mutate(
              { documentId: null, body: { kind: 'writeOff', lines: [line] } },
              {
                onSuccess: ({ documentId, number }) => {
                  notifications.show({ color: 'green', message: m.staff_inv_posted({ number }) });
                  void navigate({ to: '/inventorydoc/$id', params: { id: documentId } });
                },
              },
            )
          }
        />
      )}
    </Stack>
  );
}
