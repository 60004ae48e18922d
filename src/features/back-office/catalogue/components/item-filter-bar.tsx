import { Group, Select } from '@mantine/core';
import type { ItemFilters } from '../item-filters';
import { SearchField } from '../../../../components/search-field';
import { m } from '../../../../paraglide/messages';

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
        placeholder={m.staff_cat_name_or_cut()}
      />
      <Select
        label={m.staff_cat_group()}
        data={groups}
        value={filters.group ?? null}
        onChange={(group) => onChange({ ...filters, group: group ?? undefined })}
        clearable
        w={180}
      />
      <Select
        label={m.staff_cat_on_sale()}
        data={[
          { value: 'yes', label: m.staff_cat_on_sale() },
          { value: 'no', label: m.staff_cat_inactive() },
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
