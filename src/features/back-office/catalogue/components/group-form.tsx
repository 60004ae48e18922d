import { Button, Checkbox, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { saveItemGroupInput, type SaveItemGroupInput } from '@nyama/domain/callables/catalogue-callables';
import { FormError } from '../../../../components/form-error';
import { suggestGroupId } from '../group-id';
import { PictureInput } from './picture-input';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';

type Props = {
  initial: SaveItemGroupInput;
  onSave: (input: SaveItemGroupInput) => void;
  saving: boolean;
  error: string | null;
};

/** A group's name, description, picture and visibility; a new one also gets its permanent id. */
export function GroupForm({ initial, onSave, saving, error }: Props) {
  const form = useForm<SaveItemGroupInput>({
    initialValues: initial,
    validate: formRules(saveItemGroupInput),
  });
  // The id follows the name until the Admin types an id of their own (one the name would not give).
  const suggestsId = initial.isNew && form.values.groupId === suggestGroupId(form.values.group.name);

  return (
    <form onSubmit={form.onSubmit((values) => onSave(saveItemGroupInput.parse(values)))} noValidate>
      <Stack>
        <TextInput
          label={m.staff_cat_name()}
          required
          {...form.getInputProps('group.name')}
          onChange={(event) => {
            const name = event.currentTarget.value;
            form.setFieldValue('group.name', name);
            if (suggestsId) form.setFieldValue('groupId', suggestGroupId(name));
          }}
        />
        {initial.isNew && (
          <TextInput
            label={m.staff_cat_id()}
            description={m.staff_cat_group_id_hint()}
            required
            {...form.getInputProps('groupId')}
          />
        )}
        <Textarea
          label={m.staff_cat_description()}
          autosize
          minRows={2}
          {...form.getInputProps('group.description')}
        />
        <PictureInput
          value={form.values.group.image}
          onChange={(image) => form.setFieldValue('group.image', image)}
          error={form.errors['group.image.url']}
        />
        <Checkbox
          label={m.staff_cat_shown_in_shop()}
          {...form.getInputProps('group.visible', { type: 'checkbox' })}
        />
        <FormError message={error} />
        <Group>
          <Button type="submit" loading={saving}>
            {initial.isNew ? m.staff_cat_create_group() : m.staff_cat_save_group()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
