import { Group, Select, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useState } from 'react';
import { addDays } from '@nyama/domain/kernel/calendar-date';
import { rangeMs } from '@nyama/domain/orders/order-archive';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { m } from '../paraglide/messages';

type DayRange = [string | null, string | null];

/**
 * The days an archive of finished documents shows (the last 90 by default) and the bounds its one
 * bounded read asks for. A range is read once both ends are picked: the first click of a new range
 * keeps the last one shown.
 */
export function useFinishedRange() {
  const [today] = useState(() => nairobiDate(Date.now()));
  const [range, setRange] = useState<DayRange>([addDays(today, -90), today]);
  const [from, to] = range;
  return {
    today,
    range,
    setRange,
    ...rangeMs(from ?? today, to ?? today),
    picked: from !== null && to !== null,
  };
}

type Props = {
  finished: ReturnType<typeof useFinishedRange>;
  /** Who the documents are with ("Farmer", "Buyer"), and the names found in the range. */
  party: {
    label: string;
    placeholder: string;
    names: string[];
    value: string | null;
    onChange: (name: string | null) => void;
  };
  /** How many the range read, the most one read returns, and what they are ("orders", "sales"). */
  read: { count: number | undefined; limit: number; what: string };
};

/** The filters of an archive of finished documents: the days, one party, and a word when the read was capped. */
export function FinishedRangeFilters({ finished, party, read }: Props) {
  return (
    <>
      <Group align="flex-end">
        <DatePickerInput
          type="range"
          label={m.shared_range_finished()}
          valueFormat="D MMM YYYY"
          maxDate={finished.today}
          value={finished.range}
          onChange={(value) => finished.setRange([value[0], value[1]])}
          w={{ base: '100%', sm: 300 }}
        />
        <Select
          label={party.label}
          placeholder={party.placeholder}
          clearable
          searchable
          data={party.names}
          value={party.value}
          onChange={party.onChange}
          w={{ base: '100%', sm: 260 }}
        />
      </Group>
      {read.count === read.limit && (
        <Text size="sm">{m.shared_range_capped({ limit: read.limit, what: read.what })}</Text>
      )}
    </>
  );
}
