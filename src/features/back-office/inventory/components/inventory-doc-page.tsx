import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { LoadingScreen } from '../../../../components/loading-screen';
import { NotFoundPage } from '../../../../components/not-found-page';
import { QueryError } from '../../../../components/query-error';
import type { Item } from '@nyama/domain/catalogue/catalog';
import {
  bodyOf,
  countDifference,
  DOCUMENT_KINDS,
  WRITE_OFF_REASON_LABEL,
  type InventoryDocumentBody,
} from '@nyama/domain/inventory/inventory-document';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { paths } from '@nyama/domain/kernel/paths';
import { describeQuantity } from '@nyama/domain/catalogue/quantity';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import { adminItemsQuery } from '../../catalogue/public';
import {
  inventoryDocumentQuery,
  usePostInventoryDocument,
  useSaveInventoryDocument,
  type StoredDocument,
} from '../api/documents';
import { CountSheet, signedQuantity } from './count-sheet';
import { StatusBadge } from './document-facts';
import { LotNumber } from './lot-number';
import classes from '../../../../components/print.module.css';
import { ReverseForm } from './reverse-form';

type ItemFacts = { name: string; unit: Item['unit'] };
type ItemOf = (itemId: string) => ItemFacts;

type LineOf<Kind extends StoredDocument['kind']> = Extract<StoredDocument, { kind: Kind }>['lines'][number];
/** A document's line with its item's name and unit, and its place on the document as its row id. */
type ShownLine<Line> = Line & { id: string; item: ItemFacts };

function showLines<Line extends { itemId: string }>(lines: readonly Line[], itemOf: ItemOf) {
  return lines.map((line, index): ShownLine<Line> => ({
    ...line,
    id: String(index),
    item: itemOf(line.itemId),
  }));
}

const receiptColumn = createDataTableColumns<ShownLine<LineOf<'receiptNote'>>>();
const receiptColumns = receiptColumn.columns([
  receiptColumn.accessor((line) => line.item.name, { id: 'item', header: 'Item' }),
  receiptColumn.accessor('quantity', {
    header: 'Quantity',
    cell: (info) => describeQuantity(info.row.original.item, info.getValue()),
  }),
  receiptColumn.accessor('unitCostCents', {
    header: 'Cost',
    cell: (info) => {
      const { unit } = info.row.original.item;
      return `${formatKes(info.getValue())} per ${unit === 'kg' ? 'kg' : unit}`;
    },
  }),
  receiptColumn.accessor('supplier', { header: 'Supplier' }),
  receiptColumn.accessor('slaughterDate', { header: 'Slaughtered', cell: (info) => info.getValue() ?? '—' }),
  receiptColumn.accessor('inspectionStamp', { header: 'Stamp', cell: (info) => info.getValue() ?? '—' }),
  receiptColumn.accessor('useBy', { header: 'Use by' }),
  receiptColumn.accessor('temperatureC', {
    header: 'On arrival',
    cell: (info) => {
      const temperature = info.getValue();
      return temperature === null ? '—' : `${temperature} °C`;
    },
  }),
]);

const writeOffColumn = createDataTableColumns<ShownLine<LineOf<'writeOff'>>>();
const writeOffColumns = writeOffColumn.columns([
  writeOffColumn.accessor((line) => line.item.name, { id: 'item', header: 'Item' }),
  writeOffColumn.accessor('lotNumber', {
    header: 'Lot',
    cell: (info) => <LotNumber>{info.getValue()}</LotNumber>,
  }),
  writeOffColumn.accessor('quantity', {
    header: 'Quantity',
    cell: (info) => describeQuantity(info.row.original.item, info.getValue()),
  }),
  writeOffColumn.accessor('reason', {
    header: 'Reason',
    cell: (info) => WRITE_OFF_REASON_LABEL[info.getValue()],
  }),
]);

const countColumn = createDataTableColumns<ShownLine<LineOf<'stockCount'>>>();
const countColumns = countColumn.columns([
  countColumn.accessor((line) => line.item.name, { id: 'item', header: 'Item' }),
  countColumn.accessor('lotNumber', {
    header: 'Lot',
    cell: (info) => <LotNumber>{info.getValue()}</LotNumber>,
  }),
  countColumn.accessor('expected', {
    header: 'Expected',
    cell: (info) => describeQuantity(info.row.original.item, info.getValue()),
  }),
  countColumn.accessor('counted', {
    header: 'Counted',
    cell: (info) => {
      const counted = info.getValue();
      return counted === null ? '—' : describeQuantity(info.row.original.item, counted);
    },
  }),
  countColumn.display({
    id: 'difference',
    header: 'Difference',
    cell: (info) => {
      const difference = countDifference(info.row.original);
      return difference === null ? 'Not counted' : signedQuantity(info.row.original.item, difference);
    },
  }),
]);

const lineId = (line: { id: string }) => line.id;

/** A posted or read-only document's lines, as printed. */
function Lines({ document, itemOf }: { document: StoredDocument; itemOf: ItemOf }) {
  const shared = {
    label: 'Lines',
    getRowId: lineId,
    emptyMessage: 'The document has no lines.',
    minWidth: 560,
  };
  switch (document.kind) {
    case 'receiptNote':
      return <DataTable {...shared} columns={receiptColumns} rows={showLines(document.lines, itemOf)} />;
    case 'writeOff':
      return <DataTable {...shared} columns={writeOffColumns} rows={showLines(document.lines, itemOf)} />;
    case 'stockCount':
      return <DataTable {...shared} columns={countColumns} rows={showLines(document.lines, itemOf)} />;
  }
}

/** Links to the ledger movement a posting made, one per item it touched. */
function MovementLinks({
  label,
  transactionId,
  itemIds,
  itemOf,
}: {
  label: string;
  transactionId: string;
  itemIds: string[];
  itemOf: ItemOf;
}) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <List size="sm">
        {itemIds.map((itemId) => (
          <List.Item key={itemId}>
            <Anchor component={Link} to={`/inventorytrans/${itemId}/${transactionId}`}>
              {itemOf(itemId).name}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * /inventorydoc/$id: one receipt note, write-off or stock count (decision 031): its lines, who made and
 * posted it, its ledger movements, and what its status allows: a draft count is counted here, a draft is
 * posted, a posted document reversed. Printable: Print leaves the shell and the buttons out.
 */
export function InventoryDocPage({
  id,
  auditTrail,
}: {
  /** The document's id, from the address: the route's screen passes it in. */
  id: string;
  auditTrail: (targetPath: string) => ReactNode;
}) {
  const document = useQuery(inventoryDocumentQuery(id));
  const items = useQuery(adminItemsQuery());
  const save = useSaveInventoryDocument();
  const post = usePostInventoryDocument();
  const navigate = useNavigate();

  if (document.isPending || items.isPending) return <LoadingScreen />;
  if (document.isError) return <QueryError what="this document" onRetry={() => void document.refetch()} />;
  if (items.isError) return <QueryError what="the items" onRetry={() => void items.refetch()} />;
  const stored = document.data;
  if (!stored) return <NotFoundPage />;

  const byId = new Map(items.data.rows.map((item) => [item.id, item]));
  const itemOf: ItemOf = (itemId) => byId.get(itemId) ?? { name: itemId, unit: 'kg' };
  // The items the posting moved: a count moves only those it found different.
  const itemIds = [
    ...new Set(
      stored.kind === 'stockCount'
        ? stored.lines.filter((line) => countDifference(line) !== 0).map((line) => line.itemId)
        : stored.lines.map((line) => line.itemId),
    ),
  ];
  const kind = DOCUMENT_KINDS[stored.kind];
  const action = post.isPending ? 'post' : save.isPending ? 'draft' : null;
  const failed = post.error ?? save.error;
  const submit = (body: InventoryDocumentBody, posting: boolean) => {
    const input = { documentId: stored.documentId, body };
    if (posting) {
      post.mutate(input, {
        onSuccess: ({ number }) => notifications.show({ color: 'green', message: `${number} posted.` }),
      });
    } else {
      save.mutate(input);
    }
  };
  const countingDraft = stored.kind === 'stockCount' && stored.status === 'draft';

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/inventorydocs" size="sm" className={classes.noPrint}>
        ← Stock documents
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>
              {kind.label} {stored.number}
            </Title>
            <StatusBadge status={stored.status} />
          </Group>
          <Text size="sm" c="dimmed">
            Made {formatNairobiDateTime(stored.createdAtMs)} by {stored.createdBy.name}
            {stored.postedBy &&
              stored.postedAtMs !== null &&
              ` · posted ${formatNairobiDateTime(stored.postedAtMs)} by ${stored.postedBy.name}`}
            {stored.reversedBy &&
              stored.reversedAtMs !== null &&
              ` · reversed ${formatNairobiDateTime(stored.reversedAtMs)} by ${stored.reversedBy.name}`}
          </Text>
        </Stack>
        <Group gap="xs" className={classes.noPrint}>
          {stored.kind === 'receiptNote' && stored.status === 'draft' && (
            <Button
              variant="default"
              onClick={() => void navigate({ to: '/inventoryin', search: { document: stored.documentId } })}
            >
              Edit
            </Button>
          )}
          {stored.status === 'draft' && !countingDraft && (
            <Button loading={post.isPending} onClick={() => submit(bodyOf(stored), true)}>
              Post
            </Button>
          )}
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            Print
          </Button>
        </Group>
      </Group>
      {countingDraft ? (
        <CountSheet
          key={stored.updatedAtMs}
          lines={stored.lines}
          itemOf={itemOf}
          saving={action}
          error={failed ? describeCallableError(failed) : null}
          onSubmit={(lines, posting) => submit({ kind: 'stockCount', lines }, posting)}
        />
      ) : (
        <>
          <Lines document={stored} itemOf={itemOf} />
          {stored.status === 'draft' && failed && (
            <Text c="ember" role="alert" className={classes.noPrint}>
              {describeCallableError(failed)}
            </Text>
          )}
        </>
      )}
      {stored.status !== 'draft' && stored.transactionId === null && (
        <Text size="sm">Every lot was as expected: the count posted no movement.</Text>
      )}
      {stored.transactionId && (
        <MovementLinks
          label="Ledger movement"
          transactionId={stored.transactionId}
          itemIds={itemIds}
          itemOf={itemOf}
        />
      )}
      {stored.reversalTransactionId && (
        <MovementLinks
          label="Reversal"
          transactionId={stored.reversalTransactionId}
          itemIds={itemIds}
          itemOf={itemOf}
        />
      )}
      {stored.status === 'posted' && stored.transactionId && (
        <div className={classes.noPrint}>
          <ReverseForm transactionId={stored.transactionId} label={`Reverse ${stored.number}`} />
        </div>
      )}
      <div className={classes.noPrint}>{auditTrail(paths.inventoryDocument(stored.documentId))}</div>
    </Stack>
  );
}
