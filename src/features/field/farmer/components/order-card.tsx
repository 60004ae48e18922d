import { Badge, Button, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FarmerAnswer } from '@nyama/domain/inventory/farmer-order';
import { balanceOf } from '@nyama/domain/inventory/recorded-payment';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { loadedOnUse } from '../../../../components/loaded-on-use';
import { m } from '../../../../paraglide/messages';
import type { FarmersOrder, SentAnswer } from '../api/farmer-orders';
import { answerWords, FARMER_ORDER_STATUS_WORDS } from '../api/farmer-words';
import { GRADE_WORDS } from '../../../../lib/farmer-order-words';
import { SPECIES_WORDS } from '../../../../lib/species-words';

/**
 * The counter-offer's and the decline's forms (a date picker, number inputs, the form library) load once
 * the orders have painted, folded until the farmer opens one (decision 077).
 */
const CounterForm = loadedOnUse(() => import('./counter-form').then((module) => module.CounterForm));
const DeclineForm = loadedOnUse(() => import('./decline-form').then((module) => module.DeclineForm));

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
    ? m.field_farmer_answer_waiting()
    : answer.outcome === 'rejected'
      ? m.field_farmer_answer_not_taken({ reason: answer.outcomeReason ?? '' })
      : answer.outcome
        ? m.field_farmer_answer_received()
        : m.field_farmer_answer_sent();
  return (
    <Text size="sm" c={answer.outcome === 'rejected' ? 'ember' : undefined}>
      {m.field_farmer_you_answered({ answer: answerWords(answer), state })}
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
    <Card withBorder component="article" aria-label={m.field_farmer_order_number({ number: order.number })}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700}>
            {m.field_farmer_order_head({
              number: order.number,
              head: terms.head,
              species: SPECIES_WORDS[terms.species](),
            })}
          </Text>
          <Badge variant="light" color={order.status === 'sent' ? 'ember' : 'charcoal'}>
            {FARMER_ORDER_STATUS_WORDS[order.status]()}
          </Badge>
        </Group>
        <Text size="sm">
          {m.field_farmer_order_terms({
            weight: formatWeight(terms.estimatedCarcassGrams),
            price: formatKes(terms.pricePerKgCents),
            date: terms.deliveryDate,
          })}
        </Text>
        {order.counter && order.status === 'countered' && (
          <Text size="sm">
            {m.field_farmer_your_offer({ head: order.counter.head, date: order.counter.deliveryDate })}
          </Text>
        )}
        {delivery && (
          <Text size="sm">
            {m.field_farmer_weighed({
              weight: formatWeight(delivery.carcassGrams),
              grade: GRADE_WORDS[delivery.grade](),
              owed: formatKes(delivery.owedCents),
              outstanding: formatKes(balanceOf(delivery.owedCents, order.payments).outstandingCents),
            })}
          </Text>
        )}
        {last && <LastAnswer answer={last} />}
        {answerable && (
          <>
            <Group gap="xs">
              <Button onClick={() => answer({ answer: 'confirm' })}>{m.field_farmer_confirm()}</Button>
              <Button variant="default" onClick={() => setChoice(choice === 'counter' ? null : 'counter')}>
                {m.field_farmer_offer_terms()}
              </Button>
              <Button
                variant="subtle"
                color="ember"
                onClick={() => setChoice(choice === 'decline' ? null : 'decline')}
              >
                {m.field_farmer_decline()}
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
              <DeclineForm onDecline={(reason) => answer({ answer: 'decline', reason })} />
            </Collapse>
          </>
        )}
      </Stack>
    </Card>
  );
}
