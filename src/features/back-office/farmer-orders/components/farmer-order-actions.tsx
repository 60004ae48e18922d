import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { z } from 'zod/mini';
import { FormError } from '../../../../components/form-error';
import { ReasonForm } from '../../../../components/reason-form';
import { reasonSchema } from '@nyama/domain/kernel/text';
import { type FarmerOrder, type StaffFarmerOrderAction } from '@nyama/domain/inventory/farmer-order';
import { balanceOf } from '@nyama/domain/inventory/recorded-payment';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import { useActOnFarmerOrder, usePayFarmerOrder, useWeighInFarmerOrder } from '../api/farmer-orders';
import { PaymentRecordForm } from '../../../../components/payment-record-form';
import { WeighInForm } from './weigh-in-form';

type Props = { orderId: string; order: FarmerOrder; today: string };

const CANCELLABLE = new Set<FarmerOrder['status']>(['draft', 'sent', 'countered', 'confirmed']);
const rejectNote = z.union([reasonSchema, reasonSchema.check(z.length(0))]);

/**
 * What staff can do next, as the order's state allows (farmer-order.ts): send a draft, answer a
 * counter-offer, weigh in the animals, pay the farmer, or cancel. A finished order shows nothing here.
 */
export function FarmerOrderActions({ orderId, order, today }: Props) {
  const act = useActOnFarmerOrder(order.number);
  const weighIn = useWeighInFarmerOrder();
  const pay = usePayFarmerOrder(order.number);
  const actError = act.isError ? describeCallableError(act.error) : null;
  const run = (action: StaffFarmerOrderAction) => act.mutate({ orderId, action });

  return (
    <Stack gap="md">
      {order.status === 'draft' && (
        <Group>
          <Button disabled={!order.farmerUid} loading={act.isPending} onClick={() => run({ action: 'send' })}>
            Send to the farmer
          </Button>
          {!order.farmerUid && <Text size="sm">Choose the farmer above to send it.</Text>}
        </Group>
      )}
      {order.status === 'countered' && order.counter && (
        <Alert title="The farmer offers other terms" color="ember">
          <Stack gap="xs">
            <Text size="sm">
              {order.counter.head} head (asked {order.terms.head}), delivered {order.counter.deliveryDate}{' '}
              (asked {order.terms.deliveryDate}){order.counter.note && `: “${order.counter.note}”`}
            </Text>
            <Group>
              <Button loading={act.isPending} onClick={() => run({ action: 'acceptCounter' })}>
                Accept the counter-offer
              </Button>
            </Group>
            <ReasonForm
              label="Reject the counter-offer"
              question="What to tell the farmer (optional)"
              placeholder="e.g. We need all ten by Friday"
              schema={rejectNote}
              saving={act.isPending}
              error={null}
              onSubmit={(note) => run({ action: 'rejectCounter', note })}
            />
          </Stack>
        </Alert>
      )}
      {order.status === 'confirmed' && (
        <Stack gap="xs" component="section" aria-label="Weigh in the delivery">
          <Title order={2} size="h4">
            Weigh in the delivery
          </Title>
          <WeighInForm
            pricePerKgCents={order.terms.pricePerKgCents}
            today={today}
            saving={weighIn.isPending}
            error={weighIn.isError ? describeCallableError(weighIn.error) : null}
            onSubmit={(weighed) => weighIn.mutate({ orderId, weighIn: weighed })}
          />
        </Stack>
      )}
      {order.status === 'delivered' && order.delivery && (
        <Stack gap="xs" component="section" aria-label="Pay the farmer">
          <Title order={2} size="h4">
            Pay the farmer
          </Title>
          <PaymentRecordForm
            key={order.payments.length}
            outstandingCents={balanceOf(order.delivery.owedCents, order.payments).outstandingCents}
            saving={pay.isPending}
            error={pay.isError ? describeCallableError(pay.error) : null}
            onSubmit={(payment) => pay.mutate({ orderId, payment })}
          />
        </Stack>
      )}
      {CANCELLABLE.has(order.status) && (
        <ReasonForm
          label="Cancel the order"
          question="Why cancel it"
          placeholder="e.g. Enough goats this week"
          schema={reasonSchema}
          saving={act.isPending}
          error={null}
          onSubmit={(note) => run({ action: 'cancel', note })}
        />
      )}
      <FormError message={actError} />
    </Stack>
  );
}
