import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { slotDocId, slotOptions, type DeliverySlot, type SlotOption } from '@nyama/domain/delivery/slots';
import { describeSlotDate, SLOT_WORDS, slotRefusalWords } from '../lib/slot-labels';
import { slotsTakenQuery } from '../lib/slots-taken';
import { m } from '../paraglide/messages';

type Props = {
  zoneId: string;
  capacity: number;
  value: DeliverySlot | null;
  onChange: (slot: DeliverySlot) => void;
};

const keyOf = (slot: DeliverySlot) => `${slot.date}_${slot.slotId}`;

/**
 * The coming windows by day; past the cut-off or full ones are shown disabled with the reason. While the
 * windows' bookings load, each says it is being checked: a window disabled without a word reads as closed.
 */
export function SlotPicker({ zoneId, capacity, value, onChange }: Props) {
  const [nowMs] = useState(() => Date.now());
  const taken = useQuery(slotsTakenQuery(zoneId, nowMs));
  const options = slotOptions(nowMs, (slot) => taken.data?.[slotDocId(slot, zoneId)] ?? 0, capacity);
  const days = [...new Set(options.map((option) => option.date))];
  const byKey = new Map(options.map((option) => [keyOf(option), option]));

  return (
    <Radio.Group
      label={m.shared_slot_window()}
      value={value ? keyOf(value) : null}
      onChange={(key) => {
        const option = byKey.get(key);
        if (option?.open) onChange({ date: option.date, slotId: option.slotId });
      }}
    >
      {taken.isLoading && (
        <Text size="sm" c="dimmed" mt={4} role="status">
          {m.shared_slot_checking_free()}
        </Text>
      )}
      {taken.isError && (
        <Text size="sm" c="dimmed" mt={4}>
          {m.shared_slot_check_failed()}
        </Text>
      )}
      <Stack gap="md" mt="xs">
        {days.map((date) => (
          <Stack key={date} gap={6} role="group" aria-label={describeSlotDate(date, nowMs)}>
            <Text fw={700} size="sm">
              {describeSlotDate(date, nowMs)}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              {options
                .filter((option) => option.date === date)
                .map((option) => (
                  <SlotCard key={keyOf(option)} option={option} checking={taken.isLoading} />
                ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </Radio.Group>
  );
}

function SlotCard({ option, checking }: { option: SlotOption; checking: boolean }) {
  return (
    <Radio.Card value={keyOf(option)} disabled={!option.open || checking} p="sm" radius="md">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator disabled={!option.open || checking} />
        <Stack gap={2}>
          <Text size="sm" fw={700} c={option.open ? undefined : 'dimmed'}>
            {SLOT_WORDS[option.slotId]()}
          </Text>
          {checking ? (
            <Text size="xs" c="dimmed">
              {m.shared_slot_checking()}
            </Text>
          ) : (
            option.refusal && (
              <Text size="xs" c="dimmed">
                {slotRefusalWords(option.refusal)}
              </Text>
            )
          )}
        </Stack>
      </Group>
    </Radio.Card>
  );
}
