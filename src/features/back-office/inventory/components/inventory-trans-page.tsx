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
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { adminItemsQuery } from '../../catalogue/public';
import { inventoryDocumentQuery, inventoryTransactionQuery, lotsByIdQuery } from '../api/documents';
import { MOVEMENT_KIND_LABEL, SOURCE_PAGE } from '../movement-facts';
import { signedQuantity } from './count-sheet';
import { LotNumber } from './lot-number';
import { ReverseForm } from './reverse-form';

/** A lot the movement moved: its number (its id until the lots are read) and by how much. */
type LotMove = { lotId: string; lot: string; moved: string };
const lotColumn = createDataTableColumns<LotMove>();
const lotColumns = lotColumn.columns([
  lotColumn.accessor('lot', { header: 'Lot', cell: (info) => <LotNumber>{info.getValue()}</LotNumber> }),
  lotColumn.accessor('moved', { header: 'Moved' }),
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
  if (posting.isError) return <QueryError what="this movement" onRetry={() => void posting.refetch()} />;
  if (items.isError) return <QueryError what="the items" onRetry={() => void items.refetch()} />;
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
        ← Inventory
      </Anchor>
      <Group gap="sm">
        <Title order={1}>
          {MOVEMENT_KIND_LABEL[movement.kind]}: {item.name}
        </Title>
        {movement.reversedBy && (
          <Badge color="ember" variant="light">
            Reversed
          </Badge>
        )}
      </Group>
      <DetailTable
        label="Movement"
        details={[
          { name: 'Can sell', value: signedQuantity(item, line.availableDelta) },
          {
            name: 'Posted',
            value: `${formatNairobiDateTime(movement.postedAtMs)} by ${movement.postedBy.name}`,
          },
          { name: 'Reason', value: movement.reason || '—' },
          {
            name: 'Source',
            value:
              source && page ? (
                <Anchor component={Link} to={`${page.path}/${source.id}`}>
                  {sourceDocument.data?.number ?? `Open the ${page.name}`}
                </Anchor>
              ) : (
                (source?.kind ?? '—')
              ),
          },
          ...(movement.reverses
            ? [
                {
                  name: 'Reverses',
                  value: (
                    <Anchor component={Link} to={moved(movement.reverses)}>
                      The movement it undoes
                    </Anchor>
                  ),
                },
              ]
            : []),
          ...(movement.reversedBy
            ? [
                {
                  name: 'Reversed by',
                  value: (
                    <Anchor component={Link} to={moved(movement.reversedBy)}>
                      Its reversal
                    </Anchor>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Title order={2} size="h4">
        Lots
      </Title>
      {line.lots.length === 0 ? (
        <Text size="sm">No lot moved: only what can be sold changed.</Text>
      ) : (
        <DataTable
          label="Lots moved"
          columns={lotColumns}
          rows={line.lots.map((move) => ({
            lotId: move.lotId,
            lot: numberOf.get(move.lotId) ?? (lots.isPending ? '…' : move.lotId),
            moved: signedQuantity(item, move.delta),
          }))}
          getRowId={(move) => move.lotId}
          emptyMessage="No lot moved: only what can be sold changed."
          minWidth={320}
        />
      )}
      {reversal.ok ? (
        <ReverseForm
          transactionId={transactionId}
          label="Reverse this movement"
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
