import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsUpDown } from '@tabler/icons-react';
import { FlexRender, type Header, type RowData, type SortDirection } from '@tanstack/react-table';
import type { DataTableFeatures } from './data-table-features';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

function SortIcon({ direction }: { direction: SortDirection | false }) {
  if (direction === 'asc') return <IconArrowUp size={14} aria-hidden />;
  if (direction === 'desc') return <IconArrowDown size={14} aria-hidden />;
  return <IconArrowsUpDown size={14} aria-hidden opacity={0.4} />;
}

/**
 * A column heading. A sortable one holds a button (so Enter and Space work and it takes focus); the
 * sorted one announces its order with `aria-sort`, which the ARIA practices put on that heading only.
 */
export function HeaderCell<Row extends RowData>({ header }: { header: Header<DataTableFeatures, Row> }) {
  const { column } = header;
  const title = header.isPlaceholder ? null : <FlexRender header={header} />;
  const align = column.columnDef.meta?.align;
  if (!column.getCanSort()) {
    return (
      <Table.Th colSpan={header.colSpan} ta={align}>
        {title}
      </Table.Th>
    );
  }

  const direction = column.getIsSorted();
  return (
    <Table.Th colSpan={header.colSpan} ta={align} aria-sort={direction ? ariaSort[direction] : undefined}>
      <UnstyledButton onClick={column.getToggleSortingHandler()} fw={700} fz="inherit">
        <Group gap={4} wrap="nowrap">
          {title}
          <SortIcon direction={direction} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
