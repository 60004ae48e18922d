import { Text } from '@mantine/core';
import { fullName } from '@nyama/domain/people/user';
import { m } from '../../paraglide/messages';
import { createDataTableColumns } from './data-table-features';

type Person = { name: string; surname: string };

/** The "Name" column of a list of people: their full name, bold. */
export function nameColumn<Row extends Person>() {
  return createDataTableColumns<Row>().display({
    id: 'name',
    header: () => m.shared_table_name(),
    cell: (info) => (
      <Text size="sm" fw={600}>
        {fullName(info.row.original)}
      </Text>
    ),
  });
}
