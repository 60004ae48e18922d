import { Anchor, Button, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod/mini';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { Pager } from '../../../../components/data-table/pager';
import { FormError } from '../../../../components/form-error';
import { DOCUMENT_STATUSES } from '@nyama/domain/inventory/inventory-document';
import { describeStaffError } from '../../refusals/public';
import { formatDateTime } from '../../../../lib/format-time';
import { documentSearchSchema } from '../../../../lib/route-search';
import { m } from '../../../../paraglide/messages';
import { adminItemsQuery } from '../../catalogue/public';
import {
  useDocumentPages,
  useSaveInventoryDocument,
  type DocumentFilters,
  type StoredDocument,
} from '../api/documents';
import { lotsOnHandQuery } from '../api/lots';
import { DOCUMENT_KIND_WORDS } from '../movement-facts';
import { STATUS_LABEL, StatusBadge } from './document-facts';

const column = createDataTableColumns<StoredDocument>();
const documentColumns = column.columns([
  column.accessor('number', {
    header: () => m.staff_inv_number(),
    cell: (info) => (
      <Anchor component={Link} to={`/inventorydoc/${info.row.original.documentId}`} fw={600} ff="monospace">
        {info.getValue()}
      </Anchor>
    ),
  }),
  column.accessor((document) => DOCUMENT_KIND_WORDS[document.kind](), {
    id: 'kind',
    header: () => m.staff_inv_kind(),
  }),
  column.accessor('status', {
    header: () => m.staff_column_status(),
    cell: (info) => <StatusBadge status={info.getValue()} />,
  }),
  column.accessor((document) => document.lines.length, { id: 'lines', header: () => m.staff_order_lines() }),
  column.accessor('createdAtMs', {
    header: () => m.staff_inv_made(),
    cell: (info) =>
      m.staff_inv_when_by({ when: formatDateTime(info.getValue()), name: info.row.original.createdBy.name }),
  }),
  column.accessor('postedAtMs', {
    header: () => m.staff_inv_posted_label(),
    cell: (info) => {
      const postedAtMs = info.getValue();
      return postedAtMs === null ? '—' : formatDateTime(postedAtMs);
    },
  }),
]);

const ALL = 'all';

/** Makes a stock count draft of every lot on hand, or of one item's, each with what it should hold. */
function NewStockCount({ onClose }: { onClose: () => void }) {
  const items = useQuery(adminItemsQuery());
  const lots = useQuery(lotsOnHandQuery());
  const save = useSaveInventoryDocument();
  const navigate = useNavigate();
  const [itemId, setItemId] = useState<string>(ALL);
  const onHand = (lots.data?.rows ?? []).filter((lot) => itemId === ALL || lot.itemId === itemId);
  const withLots = new Set(lots.data?.rows.map((lot) => lot.itemId));
  const options = (items.data?.rows ?? [])
    .filter((item) => withLots.has(item.id))
    .map((item) => ({ value: item.id, label: item.name }));
  const start = () =>
    save.mutate(
      {
        documentId: null,
        body: { kind: 'stockCount', lines: onHand.map((lot) => ({ lotId: lot.lotId, counted: null })) },
      },
      {
        onSuccess: ({ documentId }) => {
          onClose();
          void navigate({ to: '/inventorydoc/$id', params: { id: documentId } });
        },
      },
    );
  const reading = items.isPending || lots.isPending;
  return (
    <Stack gap="sm">
      <Select
        label={m.staff_inv_what_to_count()}
        data={[{ value: ALL, label: m.staff_inv_every_item() }, ...options]}
        value={itemId}
        onChange={(chosen) => setItemId(chosen ?? ALL)}
        allowDeselect={false}
        searchable
        disabled={reading}
      />
      <Text size="sm" c="dimmed">
        {reading ? m.staff_inv_reading_lots() : m.staff_inv_to_count({ count: onHand.length })}
      </Text>
      <FormError
        message={
          items.isError || lots.isError
            ? m.staff_inv_lots_not_read()
            : save.isError
              ? describeStaffError(save.error)
              : null
        }
      />
      <Group>
        <Button onClick={start} loading={save.isPending} disabled={reading || onHand.length === 0}>
          {m.staff_inv_start_count()}
        </Button>
      </Group>
    </Stack>
  );
}

/** /inventorydocs: receipt notes, write-offs and stock counts, newest first, a page at a time. */
export function InventoryDocsPage() {
  const filters = useSearch({ from: '/_backOffice/inner/inventorydocs' });
  const navigate = useNavigate();
  const setFilters = (next: DocumentFilters) =>
    void navigate({ to: '/inventorydocs', search: { ...filters, ...next }, replace: true });
  const pages = useDocumentPages(filters);
  const [counting, { open, close }] = useDisclosure(false);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{m.staff_inv_documents()}</Title>
        <Group gap="xs">
          <Button component={Link} to="/inventoryin" variant="default">
            {m.staff_inv_nav_goods_in()}
          </Button>
          <Button component={Link} to="/inventoryout" variant="default">
            {m.staff_inv_nav_write_off()}
          </Button>
          <Button onClick={open}>{m.staff_inv_new_count()}</Button>
        </Group>
      </Group>
      <Group gap="xs" align="flex-end">
        <Select
          label={m.staff_inv_kind()}
          w={180}
          allowDeselect={false}
          data={[
            { value: ALL, label: m.staff_inv_all_kinds() },
            ...Object.entries(DOCUMENT_KIND_WORDS).map(([value, label]) => ({ value, label: label() })),
          ]}
          value={filters.kind ?? ALL}
          onChange={(kind) => setFilters(z.pick(documentSearchSchema, { kind: true }).parse({ kind }))}
        />
        <Select
          label={m.staff_column_status()}
          w={150}
          allowDeselect={false}
          data={[
            { value: ALL, label: m.staff_inv_any_status() },
            ...DOCUMENT_STATUSES.map((status) => ({ value: status, label: STATUS_LABEL[status].label() })),
          ]}
          value={filters.status ?? ALL}
          onChange={(status) => setFilters(z.pick(documentSearchSchema, { status: true }).parse({ status }))}
        />
      </Group>
      <DataTable
        label={m.staff_inv_documents()}
        columns={documentColumns}
        rows={pages.rows}
        getRowId={(document) => document.documentId}
        query={pages}
        unreadable={pages.unreadable}
        emptyMessage={m.staff_inv_no_documents()}
        onRowClick={(document) =>
          void navigate({ to: '/inventorydoc/$id', params: { id: document.documentId } })
        }
        minWidth={720}
      />
      <Pager pages={pages} />
      <Modal opened={counting} onClose={close} title={m.staff_inv_new_count()}>
        <NewStockCount onClose={close} />
      </Modal>
    </Stack>
  );
}
