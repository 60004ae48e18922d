import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { ItemFilters } from '../item-filters';

type Props = {
  filters: ItemFilters;
  onChange: (next: ItemFilters) => void;
  groups: { value: string; label: string }[];
};

/** Search by name or cut, and narrow to one group or to items on sale or not. */
export function ItemFilterBar({ filters, onChange, groups }: Props) {
  const [typed, setTyped] = useState(filters.q ?? '');
  const search = useDebouncedCallback((q: string) => onChange({ ...filters, q: q.trim() || undefined }), 300);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Name or cut"
        leftSection={<IconSearch size={16} />}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 240 }}
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
