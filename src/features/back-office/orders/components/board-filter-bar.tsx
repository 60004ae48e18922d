import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { nairobiDate, SLOTS } from '@nyama/domain/delivery/slots';
import { describeSlotDate } from '../../../../lib/slot-labels';
import { zonesQuery } from '../../../storefront/delivery/public';
import { NO_DRIVER, type BoardFilters } from '../api/board-filters';
import { SearchField } from '../../../../components/search-field';
import { m } from '../../../../paraglide/messages';
import { MONEY_METHOD_WORDS } from '../../../../lib/domain-words';

type Props = {
  filters: BoardFilters;
  onChange: (next: BoardFilters) => void;
  drivers: { uid: string; name: string }[];
  nowMs: number;
};

const DAY_OFFSETS = [-1, 0, 1, 2, 3];

/** The board's filters: delivery day and window, zone, payment, driver, and a search by number, phone or name. */
export function BoardFilterBar({ filters, onChange, drivers, nowMs }: Props) {
  const zones = useQuery(zonesQuery());
  const set = (key: keyof BoardFilters) => (value: string | null) =>
    onChange({ ...filters, [key]: value ?? undefined });
  const days = DAY_OFFSETS.map((offset) => {
    const date = nairobiDate(nowMs + offset * 86_400_000);
    return { value: date, label: offset === -1 ? m.staff_board_yesterday() : describeSlotDate(date, nowMs) };
  });
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <SearchField
        value={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
        placeholder={m.staff_search_placeholder()}
      />
      <Select
        label={m.staff_board_day()}
        data={days}
        value={filters.day ?? null}
        onChange={set('day')}
        clearable
        w={170}
      />
      <Select
        label={m.staff_board_window()}
        data={SLOTS.map((slot) => ({ value: slot.id, label: slot.label.split(',')[0] ?? slot.id }))}
        value={filters.slot ?? null}
        onChange={set('slot')}
        clearable
        w={140}
      />
      <Select
        label={m.staff_board_zone()}
        data={(zones.data ?? []).map((zone) => ({ value: zone.id, label: zone.name }))}
        value={filters.zone ?? null}
        onChange={set('zone')}
        clearable
        w={170}
      />
      <Select
        label={m.staff_board_payment()}
        data={[
          { value: 'mpesa', label: MONEY_METHOD_WORDS.mpesa() },
          { value: 'card', label: MONEY_METHOD_WORDS.card() },
        ]}
        value={filters.pay ?? null}
        onChange={set('pay')}
        clearable
        w={130}
      />
      <Select
        label={m.staff_driver()}
        data={[
          { value: NO_DRIVER, label: m.staff_board_no_driver() },
          ...drivers.map((driver) => ({ value: driver.uid, label: driver.name })),
        ]}
        value={filters.driver ?? null}
        onChange={set('driver')}
        clearable
        w={180}
      />
    </Group>
  );
}
