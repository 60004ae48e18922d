import { Group, Select } from '@mantine/core';
import type { ItemFilters } from '../item-filters';
import { SearchField } from '../../../../components/search-field';

type Props = {
  filters: ItemFilters;
  onChange: (next: ItemFilters) => void;
  groups: { value: string; label: string }[];
};

/** Search by name or cut, and narrow to one group or to items on sale or not. */
export function ItemFilterBar({ filters, onChange, groups }: Props) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <SearchField
        value={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
        placeholder="Name or cut"
      />
      <Select
        label="Group"
        data={groups}
        value={filters.group ?? null}
        onChange={(group) => onChange({ ...filters, group: group ?? undefined })}
        clearable
        w={180}
      />
      <Select
        label="On sale"
        data={[
          { value: 'yes', label: 'On sale' },
          { value: 'no', label: 'Inactive' },
        ]}
        value={filters.active ?? null}
        onChange={(active) =>
          onChange({ ...filters, active: active === 'yes' || active === 'no' ? active : undefined })
        }
        clearable
        w={150}
      />
    </Group>
  );
}
