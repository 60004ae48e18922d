import {
  ActionIcon,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FormError } from '../../../../components/form-error';
import { ScaledNumberInput } from '../../../../components/scaled-number-input';
import type { Item } from '@nyama/domain/catalogue/catalog';
import { buyerInputSchema, type Buyer, type BuyerInput } from '@nyama/domain/inventory/leftover-sale';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';

const PHONE_EXAMPLE = '07XX XXX XXX';

export type PricedItem = { id: string; name: string; unit: Item['unit'] };

type Values = Omit<BuyerInput, 'prices'> & { prices: { itemId: string; unitPriceCents: number | null }[] };

type Props = {
  items: readonly PricedItem[];
  /** The buyer being changed, or null for a new one. */
  initial: Buyer | null;
  onSubmit: (buyer: BuyerInput) => void;
  saving: boolean;
  error: string | null;
};

const NEW_BUYER: Values = {
  name: '',
  contactName: '',
  phone: '',
  kraPin: '',
  notes: '',
  prices: [],
  active: true,
};

/** A business that buys leftovers: who to call, and what they take at what price (per kg, or each). */
export function BuyerForm({ items, initial, onSubmit, saving, error }: Props) {
  const form = useForm<Values>({
    initialValues: initial
      ? { ...initial, phone: formatKenyanPhone(initial.phone), kraPin: initial.kraPin ?? '' }
      : NEW_BUYER,
    validate: formRules(buyerInputSchema),
  });
  const unitOf = (itemId: string) => items.find((item) => item.id === itemId)?.unit;
  return (
    <form
      noValidate
      aria-label={m.staff_left_buyer_form()}
      onSubmit={form.onSubmit((values) => onSubmit(buyerInputSchema.parse(values)))}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <TextInput label={m.staff_left_business()} required {...form.getInputProps('name')} />
          <TextInput label={m.staff_left_contact_person()} {...form.getInputProps('contactName')} />
          <TextInput
            label={m.staff_inv_phone()}
            required
            placeholder={PHONE_EXAMPLE}
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <TextInput
          label={m.staff_left_kra_pin()}
          description={m.staff_left_kra_pin_hint()}
          maw={320}
          {...form.getInputProps('kraPin')}
        />
        <Textarea label={m.staff_left_notes()} autosize minRows={1} {...form.getInputProps('notes')} />
        <Switch label={m.staff_left_still_buying()} {...form.getInputProps('active', { type: 'checkbox' })} />
        <Text fw={600} size="sm">
          {m.staff_left_what_they_take()}
        </Text>
        {form.values.prices.map((price, index) => (
          <Group key={form.key(`prices.${index}`)} gap="xs" align="flex-end" wrap="nowrap">
            <Select
              label={m.staff_lines_item()}
              searchable
              data={items.map((item) => ({ value: item.id, label: item.name }))}
              value={price.itemId || null}
              onChange={(itemId) => form.setFieldValue(`prices.${index}.itemId`, itemId ?? '')}
              error={form.errors[`prices.${index}.itemId`]}
              style={{ flex: 2 }}
            />
            <ScaledNumberInput
              label={
                unitOf(price.itemId) === 'kg' || !price.itemId
                  ? m.staff_left_price_per_kg()
                  : m.staff_left_price_each()
              }
              prefix="Ksh "
              thousandSeparator=","
              min={0}
              scale={100}
              value={price.unitPriceCents}
              onChange={(cents) => form.setFieldValue(`prices.${index}.unitPriceCents`, cents)}
              error={form.errors[`prices.${index}.unitPriceCents`]}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              mb={6}
              aria-label={m.staff_left_remove_price({ index: String(index + 1) })}
              onClick={() => form.removeListItem('prices', index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('prices', { itemId: '', unitPriceCents: null })}
          >
            {m.staff_left_add_item()}
          </Button>
        </Group>
        <FormError message={typeof form.errors['prices'] === 'string' ? form.errors['prices'] : error} />
        <Group>
          <Button type="submit" loading={saving}>
            {m.staff_left_save_buyer()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
