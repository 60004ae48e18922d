import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormError } from '../../../../components/form-error';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { profileInputSchema, type Profile, type ProfileInput } from '@nyama/domain/people/user';
import { saveProfile } from '../api/save-profile';
import { formRules } from '../../../../lib/schema-sentences';

type Props = {
  uid: string;
  email: string;
  profile: Profile | null;
  submitLabel: string;
  onSaved?: () => void;
};

export function ProfileForm({ uid, email, profile, submitLabel, onSaved }: Props) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileInput>({
    initialValues: {
      name: profile?.name ?? '',
      surname: profile?.surname ?? '',
      mob: profile ? formatKenyanPhone(profile.mob) : '',
    },
    validate: formRules(profileInputSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await saveProfile(uid, email, profileInputSchema.parse(values));
      notifications.show({ color: 'green', message: 'Your details are saved.' });
      form.resetDirty();
      onSaved?.();
    } catch {
      setFormError('Your details could not be saved. Check your connection and try again.');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            miw={180}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Surname"
            autoComplete="family-name"
            required
            miw={180}
            {...form.getInputProps('surname')}
          />
        </Group>
        <TextInput
          label="Mobile number"
          description="For delivery calls and M-Pesa, e.g. 0712 345 678"
          type="tel"
          autoComplete="tel"
          required
          {...form.getInputProps('mob')}
        />
        <FormError message={formError} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
