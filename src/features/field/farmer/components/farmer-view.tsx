import { Stack, Text, Title } from '@mantine/core';
import { memo, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { loadedOnUse } from '../../../../components/loaded-on-use';
import { UnreadableNote } from '../../../../components/unreadable-note';
import { farmerStatement } from '@nyama/domain/inventory/farmer-order';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { answerOrder } from '../api/answer-order';
import { useRefusedAnswers, type RefusedAnswer } from '../api/farmer-db';
import { useFarmersOrders, useSentAnswers, type FarmersOrder, type SentAnswer } from '../api/farmer-orders';
import type { ListRead } from '../../../../lib/firebase/read-list';
import type { Live } from '../../../../lib/live-read';
import { FarmerYields } from './farmer-yields';
import { OrderCard } from './order-card';
import { FormError } from '../../../../components/form-error';
import { m } from '../../../../paraglide/messages';

/** The statement's table loads after the orders have painted: it sits below them (decision 077). */
const FarmerStatement = loadedOnUse(() =>
  import('./farmer-statement').then((module) => module.FarmerStatement),
);

/** Orders waiting on the farmer first, then those under way, then the finished ones. */
const PLACE = {
  sent: 0,
  countered: 1,
  confirmed: 1,
  delivered: 1,
  paid: 2,
  declined: 2,
  cancelled: 2,
  draft: 3,
};

/** The notifications opt-in, composed in by the app (the push feature is not this one's). */
export type PushOptInSlot = (farmerUid: string) => ReactNode;
type ViewProps = { farmerUid: string; canAnswer: boolean; pushOptIn: PushOptInSlot | null };

/**
 * One farmer's orders, answers, statement and yields, live and readable offline. Rendered again with its
 * own reads' answers, not with the session's (its profile, Auth confirming it after the paint, decision
 * 077), which re-rendered every order card on a slow phone's busiest moment. A read's answer reaches the
 * cards deferred (`useDeferredValue`): the orders' view keeps its props while this re-renders, then renders
 * the answer in a transition React interrupts every few milliseconds (decision 047).
 */
export const FarmerView = memo(function FarmerView({ farmerUid, canAnswer, pushOptIn }: ViewProps) {
  return (
    <FarmerOrders
      farmerUid={farmerUid}
      canAnswer={canAnswer}
      pushOptIn={pushOptIn}
      orders={useDeferredValue(useFarmersOrders(farmerUid))}
      answers={useDeferredValue(useSentAnswers(farmerUid))}
      refused={useDeferredValue(useRefusedAnswers(farmerUid))}
    />
  );
});

type OrdersProps = ViewProps & {
  orders: Live<ListRead<FarmersOrder>>;
  answers: Live<SentAnswer[]>;
  refused: RefusedAnswer[];
};

const FarmerOrders = memo(function FarmerOrders({
  farmerUid,
  canAnswer,
  pushOptIn,
  orders,
  answers,
  refused,
}: OrdersProps) {
  const [today] = useState(() => nairobiDate(Date.now()));
  const rows = orders.status === 'ready' ? orders.data.rows : undefined;
  const months = useMemo(() => (rows ? farmerStatement(rows, nairobiDate) : []), [rows]);
  if (orders.status === 'loading') return <LoadingScreen />;
  if (orders.status === 'error') return <FormError message={orders.message} />;

  const sent = answers.status === 'ready' ? answers.data : [];
  const answersOf = (orderId: string): SentAnswer[] => sent.filter((answer) => answer.orderId === orderId);
  const waiting = sent.filter((answer) => answer.pending).length;
  const sorted = [...orders.data.rows].sort((a, b) => PLACE[a.status] - PLACE[b.status]);
  return (
    <Stack gap="lg">
      {orders.fromCache && (
        <Text size="sm" c="dimmed">
          {m.field_farmer_from_cache()}
        </Text>
      )}
      {waiting > 0 && (
        <Text size="sm" role="status">
          {m.field_farmer_answers_waiting({ count: waiting })}
        </Text>
      )}
      {refused.length > 0 && (
        <FormError
          title={m.field_farmer_refused_title()}
          message={refused.map((answer) => `${answer.orderNumber}: ${answer.what}`).join('; ')}
        />
      )}
      <Stack gap="sm" component="section" aria-label={m.field_farmer_orders()}>
        <Title order={2} size="h4">
          {m.field_farmer_orders()}
        </Title>
        {sorted.length === 0 && <Text size="sm">{m.field_farmer_no_orders()}</Text>}
        {sorted.map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            answers={answersOf(order.id)}
            today={today}
            onAnswer={canAnswer ? (answer) => answerOrder(farmerUid, order, answer) : null}
          />
        ))}
        <UnreadableNote count={orders.data.unreadable} />
      </Stack>
      <FarmerStatement months={months} />
      <FarmerYields orders={orders.data.rows} />
      {pushOptIn?.(farmerUid)}
    </Stack>
  );
});
