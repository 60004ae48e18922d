import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNetwork } from '@mantine/hooks';
import { FormError } from '../../../../components/form-error';
import { credentialsSchema, type Credentials } from '@nyama/domain/people/user';
import { describeAuthError } from '../api/auth-errors';
import { formRules } from '../../../../lib/schema-sentences';
import { inSpokenWords } from '../../../../lib/problem-words';
import { m } from '../../../../paraglide/messages';

const resolveCredentials = formRules(credentialsSchema);

/** The schema's problems this form shows, in the page's language. */
const PROBLEM_WORDS = {
  'Enter a valid email address': m.account_problem_email,
  'The password needs at least 6 characters': m.account_problem_password,
};

type Props = {
  submitLabel: string;
  /** Sign in or sign up; its identity-provider errors are shown next to the field they are about. */
  action: (credentials: Credentials) => Promise<void>;
  onDone: () => Promise<void> | void;
  newPassword?: boolean;
};

/** Email and password, for signing in and for creating an account. */
export function CredentialsForm({ submitLabel, action, onDone, newPassword = false }: Props) {
  const [formError, setFormError] = useState<string | null>(null);
  const { online } = useNetwork();
  const form = useForm<Credentials>({
    initialValues: { email: '', password: '' },
    validate: (values) => inSpokenWords(resolveCredentials(values), PROBLEM_WORDS),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await action(credentialsSchema.parse(values));
    } catch (error) {
      const { field, message } = describeAuthError(error);
      if (field === 'form') setFormError(message);
      else form.setFieldError(field, message);
      return;
    }
    await onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={m.account_email()}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={m.account_password()}
          description={newPassword ? m.account_password_hint() : undefined}
          autoComplete={newPassword ? 'new-password' : 'current-password'}
          required
          {...form.getInputProps('password')}
        />
        <FormError message={online ? formError : m.account_credentials_offline()} />
        <Button type="submit" loading={form.submitting} disabled={!online}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
