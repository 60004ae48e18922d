import { Badge, Button, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ReasonForm } from '../../../../components/reason-form';
import { reasonSchema } from '@nyama/domain/kernel/text';
import { describeAnswer } from '@nyama/domain/suppliers/farmer-answer';
import { FARMER_ORDER_STATUS_LABEL, type FarmerAnswer } from '@nyama/domain/inventory/farmer-order';
import { balanceOf } from '@nyama/domain/inventory/recorded-payment';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatWeight } from '@nyama/domain/kernel/weight';
import type { FarmersOrder, SentAnswer } from '../api/farmer-orders';
import { CounterForm } from './counter-form';

type Props = {
  order: FarmersOrder;
  /** The farmer's answers to this order, newest first (pending ones included). */
  answers: readonly SentAnswer[];
  today: string;
  /** Null when the page is only viewed (an Admin looking at a farmer's page). */
  onAnswer: ((answer: FarmerAnswer) => void) | null;
};

/** What the farmer last said about an order, and what became of it. */
function LastAnswer({ answer }: { answer: SentAnswer }) {
  const state = answer.pending
    ? 'waiting for signal'
    : answer.outcome === 'rejected'
      ? `not taken: ${answer.outcomeReason ?? ''}`
      : answer.outcome
        ? 'received by the shop'
        : 'sent';
  return (
    <Text size="sm" c={answer.outcome === 'rejected' ? 'ember' : undefined}>
      You answered: {describeAnswer(answer)} ({state})
    </Text>
  );
}

/** One order from the shop: its terms, what was weighed and paid, and the farmer's answer to give. */
export function OrderCard({ order, answers, today, onAnswer }: Props) {
  const [choice, setChoice] = useState<'decline' | 'counter' | null>(null);
  const { terms, delivery } = order;
  const last = answers[0];
  // An answer waiting for signal stands for the farmer's answer: the buttons return once it is refused.
  const answerable =
    onAnswer !== null && order.status === 'sent' && (!last || (!last.pending && last.outcome !== undefined));
  const answer = (given: FarmerAnswer) => {
    setChoice(null);
    onAnswer?.(given);
  };
  return (
    <Card withBorder component="article" aria-label={`Order ${order.number}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700}>
            {order.number}: {terms.head} {terms.species}
          </Text>
          <Badge variant="light" color={order.status === 'sent' ? 'ember' : 'charcoal'}>
            {FARMER_ORDER_STATUS_LABEL[order.status]}
          </Badge>
        </Group>
        <Text size="sm">
          About {formatWeight(terms.estimatedCarcassGrams)} of carcass at {formatKes(terms.pricePerKgCents)}{' '}
          per kg, delivered on {terms.deliveryDate}
        </Text>
        {order.counter && order.status === 'countered' && (
          <Text size="sm">
            Your offer: {order.counter.head} head on {order.counter.deliveryDate}. The shop will answer.
          </Text>
        )}
        {delivery && (
          <Text size="sm">
            Weighed {formatWeight(delivery.carcassGrams)} ({delivery.grade}): {formatKes(delivery.owedCents)}{' '}
            owed, {formatKes(balanceOf(delivery.owedCents, order.payments).outstandingCents)} outstanding
          </Text>
        )}
        {last && <LastAnswer answer={last} />}
        {answerable && (
          <>
            <Group gap="xs">
              <Button onClick={() => answer({ answer: 'confirm' })}>Confirm</Button>
              <Button variant="default" onClick={() => setChoice(choice === 'counter' ? null : 'counter')}>
                Offer other terms
              </Button>
              <Button
                variant="subtle"
                color="ember"
                onClick={() => setChoice(choice === 'decline' ? null : 'decline')}
              >
                Decline
              </Button>
            </Group>
            <Collapse expanded={choice === 'counter'}>
              <CounterForm
                initial={{ head: terms.head, deliveryDate: terms.deliveryDate }}
                today={today}
                onSubmit={(counter) => answer({ answer: 'counter', counter })}
              />
            </Collapse>
            <Collapse expanded={choice === 'decline'}>
              <ReasonForm
                label="Decline the order"
                question="Why decline"
                placeholder="e.g. No goats ready this month"
                schema={reasonSchema}
                saving={false}
                error={null}
                onSubmit={(reason) => answer({ answer: 'decline', reason })}
              />
            </Collapse>
          </>
        )}
      </Stack>
    </Card>
  );
}
