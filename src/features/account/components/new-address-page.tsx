import { Button, Group, Paper, Select, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FormError } from '../../../components/form-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { addressInputSchema, type AddressFields, type AddressInput } from '../../../domain/address';
import { formatKenyanPhone } from '../../../domain/phone';
import { useSession } from '../../auth/api/use-session';
import { zonesQuery } from '../../delivery/api/zones';
import { addAddress, addressKeys } from '../api/addresses';

export function NewAddressPage() {
  const session = useSession();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signedOut') {
    return (
      <SignInPrompt title="Add an address" reason="Sign in to keep delivery addresses in your account." />
    );
  }
  const profile = session.profile.status === 'ready' ? session.profile.profile : null;
  return (
    <AddressForm
      uid={session.uid}
      defaults={{
        recipient: profile ? `${profile.name} ${profile.surname}` : '',
        phone: profile ? formatKenyanPhone(profile.mob) : '',
      }}
    />
  );
}

function AddressForm({
  uid,
  defaults,
}: {
  uid: string;
  defaults: Pick<AddressInput, 'recipient' | 'phone'>;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const zones = useQuery(zonesQuery());
  const form = useForm<AddressInput>({
    initialValues: { label: 'Home', zoneId: '', area: '', street: '', building: '', notes: '', ...defaults },
    validate: schemaResolver(addressInputSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (address: AddressFields) => addAddress(uid, address),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: addressKeys.all(uid) });
      notifications.show({ color: 'green', message: 'Address saved.' });
      await navigate({ to: '/user' });
    },
  });
  const zoneOptions = (zones.data ?? []).map((zone) => ({
    value: zone.id,
    label: `${zone.name} (${zone.areas.slice(0, 3).join(', ')}…)`,
  }));

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto">
      <form onSubmit={form.onSubmit((values) => save.mutate(addressInputSchema.parse(values)))} noValidate>
        <Stack>
          <Title order={1} size="h2">
            Add an address
          </Title>
          <TextInput
            label="Label"
            description="e.g. Home, Office"
            required
            {...form.getInputProps('label')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label="Recipient" required miw={200} {...form.getInputProps('recipient')} />
            <TextInput label="Phone" type="tel" required miw={200} {...form.getInputProps('phone')} />
          </Group>
          <Select
            label="Delivery area"
            description="We deliver only inside these areas; see Delivery areas for fees."
            placeholder={zones.isPending ? 'Loading areas…' : 'Choose your area'}
            data={zoneOptions}
            required
            searchable
            nothingFoundMessage="We do not deliver there yet"
            {...form.getInputProps('zoneId')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label="Estate or area" required miw={200} {...form.getInputProps('area')} />
            <TextInput label="Street or road" required miw={200} {...form.getInputProps('street')} />
          </Group>
          <TextInput label="Building, floor, house number" {...form.getInputProps('building')} />
          <Textarea label="Directions for the driver" autosize minRows={2} {...form.getInputProps('notes')} />
          <FormError
            message={
              save.isError ? 'The address could not be saved. Check your connection and try again.' : null
            }
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save address
            </Button>
            <Button variant="default" onClick={() => void navigate({ to: '/user' })}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
