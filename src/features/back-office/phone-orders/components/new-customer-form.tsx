import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { areaError, DeliveryAddressFields } from '../../../../components/delivery-address-fields';
import { FormError } from '../../../../components/form-error';
import {
  phoneCustomerInputSchema,
  type PhoneCustomerFields,
  type PhoneCustomerInput,
} from '@nyama/domain/orders/phone-order';
import { describeStaffError } from '../../refusals/public';
import { zonesQuery } from '../../../storefront/delivery/public';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';

const resolveCustomer = formRules(phoneCustomerInputSchema);

type Props = {
  /** The typed search, when it looks like what the form asks (a phone number is put in its field). */
  defaults?: Partial<PhoneCustomerInput>;
  /** Saves the customer (the createPhoneCustomer callable); its refusal is shown on the form. */
  onCreate: (customer: PhoneCustomerFields) => void;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
};

/**
 * A customer who calls for the first time: name, Kenyan mobile, an optional email (so they can later set
 * a password and sign in to this account) and a delivery address, checked by the same rules as the server.
 */
export function NewCustomerForm({ defaults, onCreate, pending, error, onCancel }: Props) {
  const zones = useQuery(zonesQuery());
  const form = useForm<PhoneCustomerInput>({
    initialValues: {
      name: '',
      surname: '',
      mob: '',
      email: '',
      address: { zoneId: '', area: '', street: '', building: '', notes: '' },
      ...defaults,
    },
    validate: (values) => {
      const errors = resolveCustomer(values);
      const area = areaError(values.address, zones.data);
      return area ? { ...errors, 'address.area': area } : errors;
    },
  });

  return (
    <Paper withBorder p="md">
      <form
        noValidate
        aria-label={m.staff_phone_new_customer()}
        onSubmit={form.onSubmit((values) => onCreate(phoneCustomerInputSchema.parse(values)))}
      >
        <Stack>
          <Title order={2} size="h4">
            {m.staff_phone_new_customer()}
          </Title>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={m.staff_phone_first_name()}
              required
              miw={200}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={m.staff_phone_surname()}
              required
              miw={200}
              {...form.getInputProps('surname')}
            />
          </Group>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={m.staff_phone_mobile()}
              type="tel"
              required
              miw={200}
              {...form.getInputProps('mob')}
            />
            <TextInput
              label={m.staff_phone_email_optional()}
              description={m.staff_phone_email_hint()}
              type="email"
              miw={200}
              {...form.getInputProps('email')}
            />
          </Group>
          <DeliveryAddressFields
            zones={zones.data}
            inputProps={(field) => form.getInputProps(`address.${field}`)}
          />
          <FormError message={error ? describeStaffError(error) : null} />
          <Group>
            <Button type="submit" loading={pending}>
              {m.staff_phone_create_and_take()}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {m.staff_phone_cancel()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
