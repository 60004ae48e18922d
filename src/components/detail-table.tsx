import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

type Detail = {
  /** What the row says: a fact of a record, a status, a field. Unique within the table. */
  name: string;
  value: ReactNode;
};

type Props = {
  /** The table's accessible name, e.g. "Movement". */
  label: string;
  details: readonly Detail[];
  /** The values are figures (counts, money): lined up on the right, so they compare down the column. */
  figures?: boolean;
  /** `xs` inside a dense block, such as one entry of a history. */
  size?: 'xs' | 'sm';
};

/**
 * The one name → value table, beside DataTable's lists: one record's facts, or a breakdown. Each name
 * heads its row, so a screen reader says it with the value.
 */
export function DetailTable({ label, details, figures = false, size = 'sm' }: Props) {
  return (
    <Table
      variant="vertical"
      layout="fixed"
      withTableBorder
      fz={size}
      verticalSpacing={size === 'xs' ? 2 : 'xs'}
      aria-label={label}
    >
      <Table.Tbody>
        {details.map((detail) => (
          <Table.Tr key={detail.name}>
            <Table.Th w={140} scope="row">
              {detail.name}
            </Table.Th>
            <Table.Td ta={figures ? 'right' : undefined}>{detail.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
