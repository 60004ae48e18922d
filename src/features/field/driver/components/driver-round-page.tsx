import { Group, Stack, Text, Title } from '@mantine/core';
import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { UnreadableNote } from '../../../../components/unreadable-note';
import type { ListRead } from '../../../../lib/firebase/read-list';
import type { Live } from '../../../../lib/live-read';
import type { SlotId } from '@nyama/domain/delivery/slots';
import { m } from '../../../../paraglide/messages';
import { describeReport, reportsOf, statusAfterQueued, waitingCount } from '../api/delivery-view';
import { useRefusalWatch } from '../api/refusal-watch';
import { useTodaysRefusals } from '../api/refused-writes';
import type { RefusedWrite } from '../api/driver-db';
import { useReports, useRound, type DriverReport, type RoundOrder } from '../api/round';
import { moveDelivery, useRoundSequence } from '../api/round-sequence';
import { sortRound } from '../api/sort-round';
import { useDriver } from '../api/use-driver';
import { HeldCash } from './held-cash';
import { RoundCard } from './round-card';
import { ReadFailure } from './read-failure';
import { RefusedList } from './refused-list';
import { RoundCounts } from './round-counts';
import { FormError } from '../../../../components/form-error';

const EARLIER = 'earlier';
const LATER = 'later';
/** The round's sections in their order: earlier days, the day's delivery windows, later days. */
const SECTIONS: Record<typeof EARLIER | SlotId | typeof LATER, () => string> = {
  [EARLIER]: () => m.field_driver_section_earlier(),
  morning: () => m.field_driver_slot_morning(),
  afternoon: () => m.field_driver_slot_afternoon(),
  evening: () => m.field_driver_slot_evening(),
  [LATER]: () => m.field_driver_section_later(),
};

/** /driverpage: today's deliveries given to the signed-in driver, in their order; works offline. */
export function DriverRoundPage() {
  const driver = useDriver();
  if (!driver) return <LoadingScreen />;
  return <Round {...driver} />;
}

/**
 * The round re-renders when one of its reads answers, and only its parts whose answer changed render
 * again: the session confirming after the paint (the driver's id and day stay) and the listeners repeating
 * the copy the round painted from left a slow phone's main thread busy 30–50 ms a time rendering every
 * card again (decision 077). A read's answer reaches the cards deferred (`useDeferredValue`): the read
 * re-renders this component at once, the round's view keeps its props and waits, and renders the new
 * answer in a transition React interrupts every few milliseconds, not in one long task (decision 047).
 */
const Round = memo(function Round({
  driverId,
  date,
  sinceMs,
}: {
  driverId: string;
  date: string;
  sinceMs: number;
}) {
  const round = useRound(driverId, date);
  const reports = useReports(driverId, sinceMs);
  const loaded = round.status === 'ready' ? round.data.rows : undefined;
  const numbers = useMemo(() => new Map((loaded ?? []).map((order) => [order.id, order.number])), [loaded]);
  useRefusalWatch({ driverId, kind: 'report', sinceMs, live: reports, numbers, describe: describeReport });
  return (
    <RoundView
      driverId={driverId}
      date={date}
      round={useDeferredValue(round)}
      reports={useDeferredValue(reports)}
      sequence={useDeferredValue(useRoundSequence(driverId, date))}
      refused={useDeferredValue(useTodaysRefusals(driverId, sinceMs))}
    />
  );
});

type RoundViewProps = {
  driverId: string;
  date: string;
  round: Live<ListRead<RoundOrder>>;
  reports: Live<DriverReport[]>;
  sequence: string[];
  refused: RefusedWrite[];
};

const RoundView = memo(function RoundView({
  driverId,
  date,
  round,
  reports,
  sequence,
  refused,
}: RoundViewProps) {
  const loaded = round.status === 'ready' ? round.data.rows : undefined;
  const orders = useMemo(() => sortRound(loaded ?? [], sequence), [loaded, sequence]);
  const move = useCallback(
    (orderId: string, by: -1 | 1) =>
      void moveDelivery(
        driverId,
        date,
        orders.map((order) => order.id),
        orderId,
        by,
      ),
    [driverId, date, orders],
  );
  if (round.status === 'loading') return <LoadingScreen />;
  if (round.status === 'error') return <FormError message={round.message} />;

  const allReports = reports.status === 'ready' ? reports.data : [];
  const statusOf = (order: RoundOrder) => statusAfterQueued(order.status, reportsOf(allReports, order.id));
  // Earlier days' deliveries still open come first and later days' last, each in a section of their own.
  const sectionOf = (order: RoundOrder) =>
    order.slot.date < date ? EARLIER : order.slot.date > date ? LATER : order.slot.slotId;
  const sameSection = (index: number, other: number) => {
    const [one, two] = [orders[index], orders[other]];
    return one !== undefined && two !== undefined && sectionOf(one) === sectionOf(two);
  };

  return (
    <Stack>
      <Title order={1}>{m.field_driver_round_title()}</Title>
      <RoundCounts statuses={orders.map(statusOf)} waiting={waitingCount(allReports)} />
      <HeldCash driverId={driverId} />
      <ReadFailure live={reports} />
      <RefusedList writes={refused} withOrder />
      {round.fromCache && (
        <Text size="sm" c="dimmed">
          {m.field_driver_from_cache()}
        </Text>
      )}
      {orders.length === 0 && round.data.unreadable === 0 && (
        <Text c="dimmed">{m.field_driver_none_today()}</Text>
      )}
      <UnreadableNote count={round.data.unreadable} noun="delivery" />
      {Object.entries(SECTIONS).map(([id, label]) => {
        const inSection = orders.filter((order) => sectionOf(order) === id);
        if (inSection.length === 0) return null;
        return (
          <Stack key={id} gap="xs" component="section" aria-label={label()}>
            <Group justify="space-between">
              <Title order={2} size="h4">
                {label()}
              </Title>
            </Group>
            {inSection.map((order) => {
              const index = orders.indexOf(order);
              return (
                <RoundCard
                  key={order.id}
                  order={order}
                  status={statusOf(order)}
                  waiting={waitingCount(reportsOf(allReports, order.id))}
                  onMove={move}
                  canMoveUp={sameSection(index, index - 1)}
                  canMoveDown={sameSection(index, index + 1)}
                />
              );
            })}
          </Stack>
        );
      })}
    </Stack>
  );
});
