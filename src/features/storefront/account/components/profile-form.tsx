import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { memo, useState } from 'react';
import { FormError } from '../../../../components/form-error';
import { formatKenyanPhone, PHONE_ERROR } from '@nyama/domain/kernel/phone';
import { profileInputSchema, type Profile, type ProfileInput } from '@nyama/domain/people/user';
import { saveProfile } from '../api/save-profile';
import { formRules } from '../../../../lib/schema-sentences';
import { inSpokenWords } from '../../../../lib/problem-words';
import { m } from '../../../../paraglide/messages';

const resolveProfile = formRules(profileInputSchema);

/** The schema's problems this form shows, in the page's language. */
const PROBLEM_WORDS = {
  'Enter your first name': m.account_problem_first_name,
  'First name is too long (60 characters at most)': m.account_problem_first_name_long,
  'Enter your surname': m.account_problem_surname,
  'Surname is too long (60 characters at most)': m.account_problem_surname_long,
  [PHONE_ERROR]: m.account_problem_phone,
};

type Props = {
  uid: string;
  email: string;
  profile: Profile | null;
  submitLabel: string;
  onSaved?: () => void;
};

export const ProfileForm = memo(function ProfileForm({ uid, email, profile, submitLabel, onSaved }: Props) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileInput>({
    initialValues: {
      name: profile?.name ?? '',
      surname: profile?.surname ?? '',
      mob: profile ? formatKenyanPhone(profile.mob) : '',
    },
    validate: (values) => inSpokenWords(resolveProfile(values), PROBLEM_WORDS),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await saveProfile(uid, email, profileInputSchema.parse(values));
      notifications.show({ color: 'green', message: m.account_profile_saved() });
      form.resetDirty();
      onSaved?.();
    } catch {
      setFormError(m.account_profile_not_saved());
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={m.account_profile_first_name()}
            autoComplete="given-name"
            required
            miw={180}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={m.account_profile_surname()}
            autoComplete="family-name"
            required
            miw={180}
            {...form.getInputProps('surname')}
          />
        </Group>
        <TextInput
          label={m.account_profile_mobile()}
          description={m.account_profile_mobile_hint()}
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
});
