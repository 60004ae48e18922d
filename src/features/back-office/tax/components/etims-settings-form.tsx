import { Alert, Button, Radio, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { deviceIdentity, etimsSettingsSchema, type EtimsSettings } from '@nyama/domain/tax/etims-device';
import { FormError } from '../../../../components/form-error';
import { describeStaffError } from '../../refusals/public';
import { useSaveEtimsSettings } from '../api/etims-settings';
import { m } from '../../../../paraglide/messages';

/** A new shop's setup: KRA's sandbox, the head office, until the Admin says otherwise (decision 074). */
const NEW_SETUP: EtimsSettings = { tin: '', branchId: '00', deviceSerial: '', environment: 'sandbox' };

/** What the Admin typed, as the shop keeps it: a PIN is upper case, and no field keeps stray spaces. */
const normalised = (values: EtimsSettings): EtimsSettings => ({
  ...values,
  tin: values.tin.trim().toUpperCase(),
  branchId: values.branchId.trim(),
  deviceSerial: values.deviceSerial.trim(),
});

const fields = etimsSettingsSchema.shape;

/**
 * The shop as KRA registered it. Each field is checked by the domain's own schema (the callable's input)
 * and worded in the page's language. Another environment, PIN, branch or serial is another device to KRA,
 * numbered from 1: the warning says so before the Admin saves, louder once one differs from the saved.
 */
export function EtimsSettingsForm({ settings }: { settings: EtimsSettings | null }) {
  const save = useSaveEtimsSettings();
  const form = useForm<EtimsSettings>({
    initialValues: settings ?? NEW_SETUP,
    validate: (values) => {
      const { tin, branchId, deviceSerial } = normalised(values);
      return {
        tin: fields.tin.safeParse(tin).success ? null : m.staff_tax_setup_pin_invalid(),
        branchId: fields.branchId.safeParse(branchId).success ? null : m.staff_tax_setup_branch_invalid(),
        deviceSerial: fields.deviceSerial.safeParse(deviceSerial).success
          ? null
          : m.staff_tax_setup_serial_missing(),
      };
    },
  });
  const changesDevice =
    settings !== null && deviceIdentity(normalised(form.values)) !== deviceIdentity(settings);
  return (
    <form
      noValidate
      aria-label={m.staff_tax_setup_form()}
      onSubmit={form.onSubmit((values) => save.mutate(normalised(values)))}
    >
      <Stack gap="sm" maw={480}>
        <TextInput label={m.staff_tax_setup_pin()} autoComplete="off" {...form.getInputProps('tin')} />
        <TextInput
          label={m.staff_tax_setup_branch()}
          description={m.staff_tax_setup_branch_hint()}
          inputMode="numeric"
          maxLength={2}
          {...form.getInputProps('branchId')}
        />
        <TextInput
          label={m.staff_tax_setup_serial()}
          autoComplete="off"
          {...form.getInputProps('deviceSerial')}
        />
        <Radio.Group label={m.staff_tax_setup_environment()} {...form.getInputProps('environment')}>
          <Group gap="md" mt={4}>
            <Radio value="sandbox" label={m.staff_tax_env_sandbox()} />
            <Radio value="production" label={m.staff_tax_env_production()} />
          </Group>
        </Radio.Group>
        {form.values.environment === 'production' && (
          <Text size="sm" c="ember">
            {m.staff_tax_setup_production()}
          </Text>
        )}
        <Alert
          color={changesDevice ? 'ember' : 'yellow'}
          variant="light"
          role={changesDevice ? 'alert' : 'note'}
          title={m.staff_tax_setup_warning_title()}
        >
          {m.staff_tax_setup_warning()}
        </Alert>
        <FormError message={save.error ? describeStaffError(save.error) : null} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {m.staff_tax_setup_save()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
