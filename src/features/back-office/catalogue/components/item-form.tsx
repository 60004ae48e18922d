import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Item } from '@nyama/domain/catalogue/catalog';
import { TAX_TYPES, taxClassSchema, taxTypeSchema, type TaxType } from '@nyama/domain/kernel/tax-type';
import { TAX_CLASSES } from '@nyama/domain/tax/tax-classes';
import { saveItemInput, type SaveItemInput, type Selling } from '@nyama/domain/callables/catalogue-callables';
import { FormError } from '../../../../components/form-error';
import { PictureInput } from './picture-input';
import { ScaledNumberInput } from '../../../../components/scaled-number-input';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';
import { UNIT_WORDS } from '../../../../lib/unit-words';

type Props = {
  initial: SaveItemInput;
  groups: { value: string; label: string }[];
  onSave: (input: SaveItemInput) => void;
  saving: boolean;
  /** The server's refusal, shown beside the Save button. */
  error: string | null;
};

const TAX_TYPE_WORDS: Record<TaxType, () => string> = {
  A: m.staff_cat_tax_type_a,
  B: m.staff_cat_tax_type_b,
  C: m.staff_cat_tax_type_c,
  D: m.staff_cat_tax_type_d,
  E: m.staff_cat_tax_type_e,
};
const taxTypeOptions = () => TAX_TYPES.map((type) => ({ value: type, label: TAX_TYPE_WORDS[type]() }));
/** KRA's own names for its classes: they are the authority's data, shown as eTIMS lists them. */
const TAX_CLASS_OPTIONS = Object.entries(TAX_CLASSES).map(([code, { name }]) => ({
  value: code,
  label: `${code} · ${name}`,
}));

const SOLD_WORDS: Record<Item['unit'], () => string> = {
  kg: m.staff_cat_sold_per_kg,
  piece: m.staff_cat_sold_per_piece,
  pack: m.staff_cat_sold_per_pack,
};

const SELLING_BY_UNIT: Record<Item['unit'], Selling> = {
  kg: { unit: 'kg', minGrams: 500, stepGrams: 250 },
  piece: { unit: 'piece', estimatedGramsPerUnit: null },
  pack: { unit: 'pack', estimatedGramsPerUnit: null },
};

/**
 * An item's details and how it is sold; a new item also gets its first price. An existing item's price and
 * stock have forms of their own (they keep a history), and it cannot switch between weight and count.
 */
export function ItemForm({ initial, groups, onSave, saving, error }: Props) {
  const form = useForm<SaveItemInput>({
    initialValues: initial,
    validate: formRules(saveItemInput),
  });
  const isNew = initial.itemId === null;
  const { selling } = form.values;
  const unitChoices = (['kg', 'piece', 'pack'] as const).map((unit) => ({
    value: unit,
    label: SOLD_WORDS[unit](),
    disabled: !isNew && (unit === 'kg') !== (initial.selling.unit === 'kg'),
  }));

  return (
    <form onSubmit={form.onSubmit((values) => onSave(saveItemInput.parse(values)))} noValidate>
      <Stack>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={m.staff_cat_name()} required miw={200} {...form.getInputProps('details.name')} />
          <TextInput label={m.staff_cat_cut()} miw={160} {...form.getInputProps('details.cut')} />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={m.staff_cat_group()}
            required
            data={groups}
            allowDeselect={false}
            {...form.getInputProps('details.groupId')}
          />
          <NumberInput
            label={m.staff_cat_sort_order()}
            allowDecimal={false}
            {...form.getInputProps('details.sortOrder')}
          />
        </Group>
        <Textarea
          label={m.staff_cat_description()}
          autosize
          minRows={2}
          {...form.getInputProps('details.description')}
        />
        <SegmentedControl
          aria-label={m.staff_cat_sold()}
          data={unitChoices}
          value={selling.unit}
          onChange={(chosen) => {
            const unit = unitChoices.find((choice) => choice.value === chosen)?.value;
            if (unit) form.setFieldValue('selling', SELLING_BY_UNIT[unit]);
          }}
        />
        {selling.unit === 'kg' ? (
          <Group grow align="flex-start">
            <NumberInput
              label={m.staff_cat_minimum_grams()}
              allowDecimal={false}
              {...form.getInputProps('selling.minGrams')}
            />
            <NumberInput
              label={m.staff_cat_step_grams()}
              allowDecimal={false}
              {...form.getInputProps('selling.stepGrams')}
            />
          </Group>
        ) : (
          <NumberInput
            label={m.staff_cat_estimated_grams()}
            description={m.staff_cat_estimated_grams_hint()}
            allowDecimal={false}
            {...form.getInputProps('selling.estimatedGramsPerUnit')}
            value={selling.estimatedGramsPerUnit ?? ''}
            onChange={(grams) =>
              form.setFieldValue('selling.estimatedGramsPerUnit', grams === '' ? null : Number(grams))
            }
          />
        )}
        {isNew && (
          <ScaledNumberInput
            label={m.staff_cat_item_price({ unit: UNIT_WORDS[selling.unit]() })}
            prefix="Ksh "
            thousandSeparator=","
            scale={100}
            required
            value={form.values.priceCents ?? null}
            onChange={(cents) => form.setFieldValue('priceCents', cents)}
            error={form.errors['priceCents']}
          />
        )}
        <Select
          label={m.staff_cat_tax_class()}
          description={m.staff_cat_tax_class_hint()}
          data={TAX_CLASS_OPTIONS}
          allowDeselect={false}
          searchable
          value={form.values.details.taxClass}
          onChange={(code) => {
            const taxClass = taxClassSchema.safeParse(code);
            if (!taxClass.success) return;
            // A class names the tax its goods normally take; the Admin may still choose another.
            form.setFieldValue('details.taxClass', taxClass.data);
            form.setFieldValue('details.taxType', TAX_CLASSES[taxClass.data].taxType);
          }}
        />
        <Select
          label={m.staff_cat_vat()}
          data={taxTypeOptions()}
          allowDeselect={false}
          value={form.values.details.taxType}
          onChange={(type) => {
            const taxType = taxTypeSchema.safeParse(type);
            if (taxType.success) form.setFieldValue('details.taxType', taxType.data);
          }}
        />
        <PictureInput
          value={form.values.details.image}
          onChange={(image) => form.setFieldValue('details.image', image)}
          error={form.errors['details.image.url']}
        />
        <Group>
          <Checkbox
            label={m.staff_cat_featured_home()}
            {...form.getInputProps('details.featured', { type: 'checkbox' })}
          />
          <Checkbox
            label={m.staff_cat_on_sale()}
            {...form.getInputProps('details.active', { type: 'checkbox' })}
          />
        </Group>
        <FormError message={error} />
        <Group>
          <Button type="submit" loading={saving}>
            {isNew ? m.staff_cat_create_item() : m.staff_cat_save_item()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
