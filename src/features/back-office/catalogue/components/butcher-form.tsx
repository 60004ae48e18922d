import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod/mini';
import { butcherFieldsSchema } from '@nyama/domain/callables/catalogue-callables';
import { FormError } from '../../../../components/form-error';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';

export type ButcherFields = z.input<typeof butcherFieldsSchema>;

type Props = {
  initial: ButcherFields;
  onSave: (butcher: z.output<typeof butcherFieldsSchema>) => void;
  saving: boolean;
  error: string | null;
};

/** A butcher's name, Kenyan mobile, where they work and what they cut; inactive once they leave. */
export function ButcherForm({ initial, onSave, saving, error }: Props) {
  const form = useForm<ButcherFields>({
    initialValues: initial,
    validate: formRules(butcherFieldsSchema),
  });
  return (
    <form onSubmit={form.onSubmit((values) => onSave(butcherFieldsSchema.parse(values)))} noValidate>
      <Stack>
        <TextInput label={m.staff_cat_name()} required {...form.getInputProps('name')} />
        <TextInput
          label={m.staff_cat_mobile()}
          type="tel"
          required
          placeholder="0712 345 678"
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={m.staff_cat_location()}
          placeholder={m.staff_cat_location_hint()}
          {...form.getInputProps('location')}
        />
        <TextInput
          label={m.staff_cat_speciality()}
          placeholder={m.staff_cat_speciality_hint()}
          {...form.getInputProps('speciality')}
        />
        <Checkbox
          label={m.staff_cat_butcher_active_hint()}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormError message={error} />
        <Group>
          <Button type="submit" loading={saving}>
            {m.staff_cat_save_butcher()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
