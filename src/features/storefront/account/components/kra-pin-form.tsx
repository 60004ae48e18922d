import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { memo, useState } from 'react';
import { KRA_PIN_ERROR } from '@nyama/domain/kernel/kra-pin';
import { kraPinInputSchema, type KraPinInput } from '@nyama/domain/people/user';
import { FormError } from '../../../../components/form-error';
import { inSpokenWords } from '../../../../lib/problem-words';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';

const resolvePin = formRules(kraPinInputSchema);
const PROBLEM_WORDS = { [KRA_PIN_ERROR]: m.account_problem_kra_pin };

type Props = {
  kraPin: string | null;
  /** Saves the PIN, or null to remove it; rejects when it could not be saved. */
  onSave: (kraPin: string | null) => Promise<unknown>;
};

/**
 * A business customer's KRA PIN, printed on their tax invoices so they can claim the VAT (decision 074).
 * It fills in the checkout's PIN, so orders placed after it is saved carry it; an empty field removes it.
 */
export const KraPinForm = memo(function KraPinForm({ kraPin, onSave }: Props) {
  const [failed, setFailed] = useState(false);
  const form = useForm<KraPinInput>({
    initialValues: { kraPin: kraPin ?? '' },
    validate: (values) => inSpokenWords(resolvePin(values), PROBLEM_WORDS),
  });
  const submit = form.onSubmit(async (values) => {
    setFailed(false);
    const { kraPin: pin } = kraPinInputSchema.parse(values);
    try {
      await onSave(pin === '' ? null : pin);
      notifications.show({ color: 'green', message: m.account_kra_pin_saved() });
      form.resetDirty();
    } catch {
      setFailed(true);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={m.account_kra_pin_label()}
          description={m.account_kra_pin_hint()}
          autoComplete="off"
          style={{ flex: '1 1 220px' }}
          {...form.getInputProps('kraPin')}
        />
        <Button type="submit" variant="default" loading={form.submitting}>
          {m.account_kra_pin_save()}
        </Button>
      </Group>
      {failed && <FormError message={m.account_kra_pin_not_saved()} />}
    </form>
  );
});
