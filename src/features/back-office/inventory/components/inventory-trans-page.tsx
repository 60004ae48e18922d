import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { DetailTable } from '../../../../components/detail-table';
import { LoadingScreen } from '../../../../components/loading-screen';
import { NotFoundPage } from '../../../../components/not-found-page';
import { QueryError } from '../../../../components/query-error';
import { DOCUMENT_SOURCE_KIND } from '@nyama/domain/inventory/inventory-document';
import { reversalLines } from '@nyama/domain/inventory/ledger';
import { formatDateTime } from '../../../../lib/format-time';
import { m } from '../../../../paraglide/messages';
import { adminItemsQuery } from '../../catalogue/public';
import { inventoryDocumentQuery, inventoryTransactionQuery, lotsByIdQuery } from '../api/documents';
import { MOVEMENT_KIND_WORDS, SOURCE_PAGE } from '../movement-facts';
import { signedQuantity } from './count-sheet';
import { LotNumber } from './lot-number';
import { ReverseForm } from './reverse-form';

/** A lot the movement moved: its number (its id until the lots are read) and by how much. */
type LotMove = { lotId: string; lot: string; moved: string };
const lotColumn = createDataTableColumns<LotMove>();
const lotColumns = lotColumn.columns([
  lotColumn.accessor('lot', {
    header: () => m.staff_inv_lot(),
    cell: (info) => <LotNumber>{info.getValue()}</LotNumber>,
  }),
  lotColumn.accessor('moved', { header: () => m.staff_inv_moved() }),
]);

/**
 * /inventorytrans/$item/$transaction: one ledger movement's line for one item (decision 021): its kind,
 * what it changed of the item's sellable stock and of each lot, its source document, who posted it, when
 * and why, the posting it reverses or that reversed it, and Reverse where the ledger allows it.
 */
export function InventoryTransPage() {
  const { item: itemId, transaction: transactionId } = useParams({
    from: '/_backOffice/inner/inventorytrans/$item/$transaction',
  });
  const posting = useQuery(inventoryTransactionQuery(transactionId));
  const items = useQuery(adminItemsQuery());
  const line = posting.data?.lines.find((candidate) => candidate.itemId === itemId);
  const lots = useQuery({
    ...lotsByIdQuery(line?.lots.map((move) => move.lotId) ?? []),
    enabled: line !== undefined,
  });
  const source = posting.data?.source ?? null;
  const sourceDocument = useQuery({
    ...inventoryDocumentQuery(source?.id ?? ''),
    enabled: source?.kind === DOCUMENT_SOURCE_KIND,
  });
  const navigate = useNavigate();

  if (posting.isPending || items.isPending) return <LoadingScreen />;
  if (posting.isError)
    return <QueryError what={m.staff_inv_movement_what()} onRetry={() => void posting.refetch()} />;
  if (items.isError)
    return <QueryError what={m.staff_inv_items_what()} onRetry={() => void items.refetch()} />;
  if (!posting.data || !line) return <NotFoundPage />;

  const movement = posting.data;
  const item = items.data.rows.find((candidate) => candidate.id === itemId) ?? {
    name: itemId,
    unit: 'kg' as const,
  };
  const numberOf = new Map((lots.data ?? []).map((lot) => [lot.lotId, lot.number]));
  const page = source ? SOURCE_PAGE[source.kind] : undefined;
  const reversal = reversalLines(movement);
  const moved = (to: string) => `/inventorytrans/${itemId}/${to}`;

  return (
    <Stack gap="md" maw={900}>
      <Anchor component={Link} to="/inventory" size="sm">
        {m.staff_inv_back_to_inventory()}
      </Anchor>
      <Group gap="sm">
        <Title order={1}>
          {MOVEMENT_KIND_WORDS[movement.kind]()}: {item.name}
        </Title>
        {movement.reversedBy && (
          <Badge color="ember" variant="light">
            {m.staff_inv_status_reversed()}
          </Badge>
        )}
      </Group>
      <DetailTable
        label={m.staff_inv_movement()}
        details={[
          { name: m.staff_inv_can_sell(), value: signedQuantity(item, line.availableDelta) },
          {
            name: m.staff_inv_posted_label(),
            value: m.staff_inv_when_by({
              when: formatDateTime(movement.postedAtMs),
              name: movement.postedBy.name,
            }),
          },
          { name: m.staff_reason(), value: movement.reason || '—' },
          {
            name: m.staff_inv_source(),
            value:
              source && page ? (
                <Anchor component={Link} to={`${page.path}/${source.id}`}>
                  {sourceDocument.data?.number ?? m.staff_inv_open_source({ name: page.name() })}
                </Anchor>
              ) : (
                (source?.kind ?? '—')
              ),
          },
          ...(movement.reverses
            ? [
                {
                  name: m.staff_inv_reverses(),
                  value: (
                    <Anchor component={Link} to={moved(movement.reverses)}>
                      {m.staff_inv_movement_undone()}
                    </Anchor>
                  ),
                },
              ]
            : []),
          ...(movement.reversedBy
            ? [
                {
                  name: m.staff_inv_reversed_by(),
                  value: (
                    <Anchor component={Link} to={moved(movement.reversedBy)}>
                      {m.staff_inv_its_reversal()}
                    </Anchor>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Title order={2} size="h4">
        {m.staff_inv_lots()}
      </Title>
      {line.lots.length === 0 ? (
        <Text size="sm">{m.staff_inv_no_lot_moved()}</Text>
      ) : (
        <DataTable
          label={m.staff_inv_lots_moved()}
          columns={lotColumns}
          rows={line.lots.map((move) => ({
            lotId: move.lotId,
            lot: numberOf.get(move.lotId) ?? (lots.isPending ? '…' : move.lotId),
            moved: signedQuantity(item, move.delta),
          }))}
          getRowId={(move) => move.lotId}
          emptyMessage={m.staff_inv_no_lot_moved()}
          minWidth={320}
        />
      )}
      {reversal.ok ? (
        <ReverseForm
          transactionId={transactionId}
          label={m.staff_inv_reverse_movement()}
          onReversed={(reversalId) => void navigate({ to: moved(reversalId) })}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {reversal.reason}
        </Text>
      )}
    </Stack>
  );
}
