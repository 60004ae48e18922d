import { Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { UnreadableNote } from '../../../../components/unreadable-note';
import { farmerStatement } from '@nyama/domain/inventory/farmer-order';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { fullName } from '@nyama/domain/people/user';
import { useSession } from '../../../common/auth/public';
import { answerOrder } from '../api/answer-order';
import { useRefusedAnswers } from '../api/farmer-db';
import { useFarmersOrders, useSentAnswers, type SentAnswer } from '../api/farmer-orders';
import { farmersQuery } from '../api/farmers';
import { FarmerStatement } from './farmer-statement';
import { FarmerYields } from './farmer-yields';
import { OrderCard } from './order-card';
import { FormError } from '../../../../components/form-error';
import { m } from '../../../../paraglide/messages';

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
type PushOptInSlot = (farmerUid: string) => ReactNode;
type ViewProps = { farmerUid: string; canAnswer: boolean; pushOptIn: PushOptInSlot | null };

/** One farmer's orders, answers, statement and yields, live and readable offline. */
function FarmerView({ farmerUid, canAnswer, pushOptIn }: ViewProps) {
  const orders = useFarmersOrders(farmerUid);
  const answers = useSentAnswers(farmerUid);
  const refused = useRefusedAnswers(farmerUid);
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
}

/** An Admin looks at any farmer's page, read-only: only the farmer answers their orders. */
function AdminView() {
  const farmers = useQuery(farmersQuery());
  const [farmerUid, setFarmerUid] = useState<string | null>(null);
  if (farmers.isError)
    return <QueryError what={m.field_farmer_the_farmers()} onRetry={() => void farmers.refetch()} />;
  if (!farmers.data) return <LoadingScreen />;
  return (
    <Stack gap="lg">
      <Select
        label={m.field_farmer_farmer()}
        placeholder={m.field_farmer_choose_farmer()}
        searchable
        data={farmers.data.rows.map((farmer) => ({
          value: farmer.uid,
          label: `${fullName(farmer)} (${farmer.county})`,
        }))}
        value={farmerUid}
        onChange={setFarmerUid}
        w={{ base: '100%', sm: 320 }}
      />
      {farmerUid && <FarmerView farmerUid={farmerUid} canAnswer={false} pushOptIn={null} />}
    </Stack>
  );
}

/** /farmerpage: a farmer's orders from the shop, answered from the phone even without signal (decision 043). */
export function FarmerPage({ pushOptIn }: { pushOptIn: PushOptInSlot }) {
  const session = useSession();
  if (session.status !== 'signedIn') return <LoadingScreen />;
  const name = session.profile.status === 'ready' ? session.profile.profile.name : null;
  return (
    <Stack gap="lg">
      <Title order={1}>{name ? m.field_farmer_welcome({ name }) : m.field_farmer_title()}</Title>
      {session.role === 'Admin' ? (
        <AdminView />
      ) : (
        <FarmerView farmerUid={session.uid} canAnswer pushOptIn={pushOptIn} />
      )}
    </Stack>
  );
}
