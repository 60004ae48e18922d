import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaError, DeliveryAddressFields } from '../../../../components/delivery-address-fields';
import { FormError } from '../../../../components/form-error';
import { addressInputSchema, type AddressFields, type AddressInput } from '@nyama/domain/delivery/address';
import { zonesQuery } from '../../delivery/api/zones';
import { addAddress, addressKeys } from '../api/addresses';
import { formRules } from '../../../../lib/schema-sentences';

const resolveAddress = formRules(addressInputSchema);

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
    initialValues: { label: 'Home', zoneId: '', area: '', street: '', building: '', notes: '', ...defaults },
    validate: (values) => {
      const errors = resolveAddress(values);
      const area = areaError(values, zones.data);
      return area ? { ...errors, area } : errors;
    },
  });
  const save = useMutation({
    mutationFn: (address: AddressFields) => addAddress(uid, address),
    onSuccess: async (addressId, address) => {
      await queryClient.invalidateQueries({ queryKey: addressKeys.all(uid) });
      notifications.show({ color: 'green', message: 'Address saved.' });
      await onSaved(addressId, address);
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(addressInputSchema.parse(values)))} noValidate>
      <Stack>
        <TextInput label="Label" description="e.g. Home, Office" required {...form.getInputProps('label')} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label="Recipient" required miw={200} {...form.getInputProps('recipient')} />
          <TextInput label="Phone" type="tel" required miw={200} {...form.getInputProps('phone')} />
        </Group>
        <DeliveryAddressFields zones={zones.data} inputProps={(field) => form.getInputProps(field)} />
        <FormError
          message={
            save.isError ? 'The address could not be saved. Check your connection and try again.' : null
          }
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save address
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
