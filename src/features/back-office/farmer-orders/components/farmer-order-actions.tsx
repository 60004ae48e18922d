import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { z } from 'zod/mini';
import { FormError } from '../../../../components/form-error';
import { ReasonForm } from '../../../../components/reason-form';
import { reasonSchema } from '@nyama/domain/kernel/text';
import { type FarmerOrder, type StaffFarmerOrderAction } from '@nyama/domain/inventory/farmer-order';
import { balanceOf } from '@nyama/domain/inventory/recorded-payment';
import { describeStaffError } from '../../refusals/public';
import { useActOnFarmerOrder, usePayFarmerOrder, useWeighInFarmerOrder } from '../api/farmer-orders';
import { PaymentRecordForm } from '../../../../components/payment-record-form';
import { m } from '../../../../paraglide/messages';
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
  const actError = act.isError ? describeStaffError(act.error) : null;
  const run = (action: StaffFarmerOrderAction) => act.mutate({ orderId, action });

  return (
    <Stack gap="md">
      {order.status === 'draft' && (
        <Group>
          <Button disabled={!order.farmerUid} loading={act.isPending} onClick={() => run({ action: 'send' })}>
            {m.staff_fo_send()}
          </Button>
          {!order.farmerUid && <Text size="sm">{m.staff_fo_choose_farmer_to_send()}</Text>}
        </Group>
      )}
      {order.status === 'countered' && order.counter && (
        <Alert title={m.staff_fo_other_terms()} color="ember">
          <Stack gap="xs">
            <Text size="sm">
              {m.staff_fo_counter({
                head: order.counter.head,
                askedHead: order.terms.head,
                date: order.counter.deliveryDate,
                askedDate: order.terms.deliveryDate,
              })}
              {order.counter.note && `: “${order.counter.note}”`}
            </Text>
            <Group>
              <Button loading={act.isPending} onClick={() => run({ action: 'acceptCounter' })}>
                {m.staff_fo_accept_counter()}
              </Button>
            </Group>
            <ReasonForm
              label={m.staff_fo_reject_counter()}
              question={m.staff_fo_tell_farmer()}
              placeholder={m.staff_fo_tell_placeholder()}
              schema={rejectNote}
              saving={act.isPending}
              error={null}
              onSubmit={(note) => run({ action: 'rejectCounter', note })}
            />
          </Stack>
        </Alert>
      )}
      {order.status === 'confirmed' && (
        <Stack gap="xs" component="section" aria-label={m.staff_fo_weigh_in_delivery()}>
          <Title order={2} size="h4">
            {m.staff_fo_weigh_in_delivery()}
          </Title>
          <WeighInForm
            pricePerKgCents={order.terms.pricePerKgCents}
            today={today}
            saving={weighIn.isPending}
            error={weighIn.isError ? describeStaffError(weighIn.error) : null}
            onSubmit={(weighed) => weighIn.mutate({ orderId, weighIn: weighed })}
          />
        </Stack>
      )}
      {order.status === 'delivered' && order.delivery && (
        <Stack gap="xs" component="section" aria-label={m.staff_fo_pay_farmer()}>
          <Title order={2} size="h4">
            {m.staff_fo_pay_farmer()}
          </Title>
          <PaymentRecordForm
            key={order.payments.length}
            outstandingCents={balanceOf(order.delivery.owedCents, order.payments).outstandingCents}
            saving={pay.isPending}
            error={pay.isError ? describeStaffError(pay.error) : null}
            onSubmit={(payment) => pay.mutate({ orderId, payment })}
          />
        </Stack>
      )}
      {CANCELLABLE.has(order.status) && (
        <ReasonForm
          label={m.staff_fo_cancel()}
          question={m.staff_fo_why_cancel()}
          placeholder={m.staff_fo_cancel_placeholder()}
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
