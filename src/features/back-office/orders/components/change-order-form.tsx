import { ActionIcon, Button, Checkbox, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QuantityStepper } from '../../../../components/quantity-stepper';
import { FormError } from '../../../../components/form-error';
import { formatAddressLine, orderAddressOf, type Address } from '@nyama/domain/delivery/address';
import type { Item } from '@nyama/domain/catalogue/catalog';
import type { Coupon } from '@nyama/domain/catalogue/coupon';
import { priceAt } from '@nyama/domain/catalogue/item-price';
import { formatKes } from '@nyama/domain/kernel/money';
import type { Order } from '@nyama/domain/orders/order';
import {
  itemForChange,
  orderChangeFieldsSchema,
  planOrderChange,
  type ChangePlan,
  type OrderChangeFields,
} from '@nyama/domain/orders/order-change';
import { isUnpaid } from '@nyama/domain/kernel/order-status';
import {
  PICKUP_SLOT_CAPACITY,
  PICKUP_ZONE_ID,
  slotDocId,
  slotOptions,
  type DeliverySlot,
} from '@nyama/domain/delivery/slots';
import type { Zone } from '@nyama/domain/delivery/zone';
import { minimumQuantity } from '../../../../lib/quantity-steps';
import { describeSlot, slotRefusalWords } from '../../../../lib/slot-labels';
import { slotsTakenQuery } from '../../../../lib/slots-taken';
import { firstProblem } from '../../../../lib/schema-sentences';
import { SettlementNote } from './settlement-note';
import { refusalWords } from '../../../../lib/refusal-words';
import { m } from '../../../../paraglide/messages';
import { UNIT_WORDS } from '../../../../lib/unit-words';

type CatalogueItem = Item & { id: string };

type Props = {
  order: Order;
  /** The whole catalogue (inactive items too: a line the order holds may be one). */
  items: CatalogueItem[];
  /** The item groups in the shop's order, to pick an item by group. */
  groups: { id: string; name: string }[];
  /** The customer's address book; empty for pickup. */
  addresses: (Address & { id: string })[];
  zones: (Zone & { id: string })[];
  /** The order's coupon as stored; null without one. */
  coupon: Coupon | null;
  nowMs: number;
  onSave: (fields: OrderChangeFields) => void;
  saving: boolean;
  error: string | null;
};

type Values = {
  lines: { itemId: string; quantity: number }[];
  /** `date_slotId` of the window. */
  slotKey: string;
  /** An address of the book, or AS_ORDERED for the order's own. */
  addressId: string;
  waiveDeliveryFee: boolean;
  reason: string;
};

const AS_ORDERED = 'as-ordered';
/** Why the lines cannot be saved (the form's rule, and what holds the preview back), or null. */
const linesProblemOf = (lines: Values['lines']) => firstProblem(orderChangeFieldsSchema.shape.lines, lines);
const keyOf = (slot: DeliverySlot) => `${slot.date}_${slot.slotId}`;
const slotOf = (key: string): DeliverySlot => {
  const [date = '', slotId] = key.split('_');
  return { date, slotId: slotId as DeliverySlot['slotId'] };
};

/**
 * The whole order as it should be: lines in the items' steps (a line it holds at the price it was ordered
 * at, a new one at today's), window, address and delivery fee, and why. The new total and what happens to
 * the difference show before saving, from the same domain rules the function applies.
 */
export function ChangeOrderForm(props: Props) {
  const { order, items, groups, addresses, zones, coupon, nowMs, onSave, saving, error } = props;
  const form = useForm<Values>({
    initialValues: {
      lines: order.lines.map(({ itemId, quantity }) => ({ itemId, quantity })),
      slotKey: keyOf(order.slot),
      addressId: AS_ORDERED,
      waiveDeliveryFee: order.deliveryFeeWaived ?? false,
      reason: '',
    },
    validate: {
      lines: linesProblemOf,
      reason: (reason) => firstProblem(orderChangeFieldsSchema.shape.reason, reason),
    },
  });
  const { values } = form;
  const [search, setSearch] = useState('');
  const byId = new Map(items.map((item) => [item.id, item]));
  const held = new Map(order.lines.map((line) => [line.itemId, line]));

  const chosen = addresses.find((address) => address.id === values.addressId);
  const address = chosen ? orderAddressOf(chosen) : order.address;
  const zoneId = address?.zoneId ?? PICKUP_ZONE_ID;
  const zone = address ? (zones.find((candidate) => candidate.id === address.zoneId) ?? null) : null;
  const taken = useQuery(slotsTakenQuery(zoneId, nowMs));
  const heldSlotDocId = slotDocId(order.slot, order.address?.zoneId ?? PICKUP_ZONE_ID);
  const windows = slotOptions(
    nowMs,
    (slot) => taken.data?.[slotDocId(slot, zoneId)] ?? 0,
    zone?.slotCapacity ?? PICKUP_SLOT_CAPACITY,
  ).map((option) => {
    const own = slotDocId(option, zoneId) === heldSlotDocId;
    return {
      value: keyOf(option),
      label: `${describeSlot(option, nowMs)}${own ? ` ${m.staff_change_current()}` : option.refusal ? `: ${slotRefusalWords(option.refusal)}` : ''}`,
      disabled: !own && !option.open,
    };
  });
  // The window the order holds stays a choice even once past its cut-off.
  const windowChoices = windows.some((option) => option.value === keyOf(order.slot))
    ? windows
    : [
        {
          value: keyOf(order.slot),
          label: `${describeSlot(order.slot, nowMs)} ${m.staff_change_current()}`,
          disabled: false,
        },
        ...windows,
      ];

  const fields: OrderChangeFields = {
    lines: values.lines,
    slot: slotOf(values.slotKey),
    addressId: values.addressId === AS_ORDERED ? null : values.addressId,
    waiveDeliveryFee: values.waiveDeliveryFee,
    reason: values.reason,
  };
  const linesProblem = linesProblemOf(values.lines);
  const preview =
    linesProblem === null
      ? planOrderChange(
          {
            order,
            items: byId,
            address,
            zone,
            slotTaken: taken.data?.[slotDocId(fields.slot, zoneId)] ?? 0,
            coupon,
            // Refunds on their way are the function's to count; the preview knows the order's own figures.
            owedBackCents: 0,
            nowMs,
          },
          fields,
        )
      : null;

  const addable = groups
    .map((group) => ({
      group: group.name,
      items: items
        .filter((item) => item.groupId === group.id && item.active)
        .filter((item) => !values.lines.some((line) => line.itemId === item.id))
        .map((item) => ({
          value: item.id,
          label: `${item.name} (${formatKes(priceAt(item, nowMs))} ${UNIT_WORDS[item.unit]()})`,
        })),
    }))
    .filter((group) => group.items.length > 0);

  return (
    <form
      noValidate
      aria-label={m.staff_order_change()}
      onSubmit={form.onSubmit(() => {
        if (preview?.ok) onSave(orderChangeFieldsSchema.parse(fields));
      })}
    >
      <Stack gap="md">
        <Stack gap="xs" component="ul" p={0} m={0} aria-label={m.staff_change_new_lines()}>
          {values.lines.map((line, index) => {
            const stored = byId.get(line.itemId);
            const name = stored?.name ?? held.get(line.itemId)?.name ?? line.itemId;
            const kept = held.get(line.itemId);
            return (
              <Group
                component="li"
                key={line.itemId}
                justify="space-between"
                wrap="wrap"
                gap="sm"
                aria-label={name}
              >
                <Stack gap={0} miw={150} style={{ flex: 1 }}>
                  <Text fw={600}>{name}</Text>
                  {stored && (
                    <Text size="xs" c="dimmed">
                      {formatKes(kept ? kept.unitPriceCents : priceAt(stored, nowMs))}{' '}
                      {UNIT_WORDS[stored.unit]()}{' '}
                      {kept ? m.staff_change_as_ordered() : m.staff_change_today()}
                    </Text>
                  )}
                </Stack>
                {stored && (
                  <QuantityStepper
                    item={itemForChange(stored, kept)}
                    value={line.quantity}
                    onChange={(quantity) => form.setFieldValue(`lines.${index}.quantity`, quantity)}
                    label={m.staff_change_quantity_of({ name })}
                  />
                )}
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={m.staff_change_remove({ name })}
                  onClick={() => form.removeListItem('lines', index)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
        <FormError message={linesProblem} />
        <Select
          label={m.staff_change_add_item()}
          placeholder={m.staff_change_add_placeholder()}
          searchable
          data={addable}
          value={null}
          searchValue={search}
          onSearchChange={setSearch}
          onChange={(itemId) => {
            const item = itemId ? byId.get(itemId) : undefined;
            if (item) form.insertListItem('lines', { itemId: item.id, quantity: minimumQuantity(item) });
            setSearch('');
          }}
          maw={420}
        />
        <Select
          label={m.staff_change_window()}
          data={windowChoices}
          allowDeselect={false}
          maw={420}
          {...form.getInputProps('slotKey')}
        />
        {order.fulfilment === 'delivery' ? (
          <Select
            label={m.staff_change_address()}
            data={[
              {
                value: AS_ORDERED,
                label: m.staff_change_address_as_ordered({
                  address: order.address ? formatAddressLine(order.address) : '—',
                }),
              },
              ...addresses.map((entry) => ({
                value: entry.id,
                label: `${entry.label}: ${formatAddressLine(entry)}`,
              })),
            ]}
            allowDeselect={false}
            maw={420}
            {...form.getInputProps('addressId')}
          />
        ) : (
          <Text size="sm">{m.staff_change_pickup()}</Text>
        )}
        {order.fulfilment === 'delivery' && (
          <Checkbox
            label={m.staff_change_waive_fee()}
            {...form.getInputProps('waiveDeliveryFee', { type: 'checkbox' })}
          />
        )}
        <Textarea
          label={m.staff_reason()}
          description={m.staff_change_reason_note()}
          autosize
          minRows={2}
          maw={420}
          {...form.getInputProps('reason')}
        />
        {preview && !preview.ok && <FormError message={refusalWords(preview.refusal)} />}
        {preview?.ok && <ChangePreview order={order} plan={preview.plan} />}
        <FormError message={error} />
        <Button type="submit" loading={saving} disabled={!preview?.ok} w="fit-content">
          {m.staff_change_save()}
        </Button>
      </Stack>
    </form>
  );
}

/** The new total and what happens to the difference, before saving. */
function ChangePreview({ order, plan }: { order: Order; plan: ChangePlan }) {
  const { pricing, settled } = plan;
  return (
    <Stack gap={4} aria-label={m.staff_change_after()} role="region">
      <Text size="sm">
        {m.staff_change_new_total()} <b>{formatKes(pricing.totalCents)}</b>{' '}
        {m.staff_change_was_delivery({
          was: formatKes(order.totalCents),
          delivery: formatKes(pricing.deliveryFeeCents),
        })}
        {pricing.discountCents > 0 &&
          `, ${m.staff_lines_discount({ amount: formatKes(pricing.discountCents) })}`}
        .
      </Text>
      {plan.couponDropped && (
        <Text size="sm" c="ember">
          {refusalWords(plan.couponDropped)} {m.staff_change_coupon_dropped()}
        </Text>
      )}
      {settled ? (
        <>
          <SettlementNote
            settlement={settled.settlement}
            cents={settled.settleCents}
            totalCents={pricing.totalCents}
          />
          {settled.settlement === 'topUp' && (
            <Text size="sm" c="dimmed">
              {m.staff_top_up_collected()}
            </Text>
          )}
          {settled.settlement === 'refund' && (
            <Text size="sm" c="dimmed">
              {m.staff_change_refunded_on_save()}
            </Text>
          )}
        </>
      ) : isUnpaid(order.status) ? (
        <Text size="sm">{m.staff_change_not_paid_yet()}</Text>
      ) : (
        <SettlementNote settlement={null} cents={0} totalCents={pricing.totalCents} />
      )}
    </Stack>
  );
}
