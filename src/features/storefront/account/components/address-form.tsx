import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaError, DeliveryAddressFields } from '../../../../components/delivery-address-fields';
import { FormError } from '../../../../components/form-error';
import { addressInputSchema, type AddressFields, type AddressInput } from '@nyama/domain/delivery/address';
import { zonesQuery } from '../../delivery/public';
import { addAddress, addressKeys } from '../api/addresses';
import { formRules } from '../../../../lib/schema-sentences';
import { inSpokenWords } from '../../../../lib/problem-words';
import { PHONE_ERROR } from '@nyama/domain/kernel/phone';
import { m } from '../../../../paraglide/messages';

const resolveAddress = formRules(addressInputSchema);

/** The schema's problems a customer meets on this form, in the page's language. */
const PROBLEM_WORDS = {
  'Enter the label (e.g. Home, Office)': m.account_problem_label,
  "Enter the recipient's name": m.account_problem_recipient,
  [PHONE_ERROR]: m.account_problem_phone,
  'Choose your delivery area': m.account_problem_zone,
  'Enter the estate or area': m.account_problem_area,
  'Enter the street or road': m.account_problem_street,
};

type Props = {
  uid: string;
  defaults: Pick<AddressInput, 'recipient' | 'phone'>;
  onSaved: (addressId: string, address: AddressFields) => Promise<void> | void;
  onCancel: () => void;
};

/** A new delivery address; only an area its active zone serves can be chosen. */
export function AddressForm({ uid, defaults, onSaved, onCancel }: Props) {
  const queryClient = useQueryClient();
  const zones = useQuery(zonesQuery());
  const form = useForm<AddressInput>({
    initialValues: {
      label: m.account_address_label_default(),
      zoneId: '',
      area: '',
      street: '',
      building: '',
      notes: '',
      ...defaults,
    },
    validate: (values) => {
      const errors = inSpokenWords(resolveAddress(values), PROBLEM_WORDS);
      const area = areaError(values, zones.data);
      return area ? { ...errors, area } : errors;
    },
  });
  const save = useMutation({
    mutationFn: (address: AddressFields) => addAddress(uid, address),
    onSuccess: async (addressId, address) => {
      await queryClient.invalidateQueries({ queryKey: addressKeys.all(uid) });
      notifications.show({ color: 'green', message: m.account_address_saved() });
      await onSaved(addressId, address);
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(addressInputSchema.parse(values)))} noValidate>
      <Stack>
        <TextInput
          label={m.account_address_label()}
          description={m.account_address_label_hint()}
          required
          {...form.getInputProps('label')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={m.account_address_recipient()}
            required
            miw={200}
            {...form.getInputProps('recipient')}
          />
          <TextInput
            label={m.account_address_phone()}
            type="tel"
            required
            miw={200}
            {...form.getInputProps('phone')}
          />
        </Group>
        <DeliveryAddressFields zones={zones.data} inputProps={(field) => form.getInputProps(field)} />
        <FormError message={save.isError ? m.account_address_not_saved() : null} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {m.account_address_save()}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {m.account_cancel()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
