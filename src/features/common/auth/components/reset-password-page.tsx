import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { FormError } from '../../../../components/form-error';
import { emailOnlySchema } from '@nyama/domain/people/user';
import { requestPasswordReset } from '../api/auth-actions';
import { describeAuthError, isUnknownAccount } from '../api/auth-errors';
import { SetPasswordForm } from './set-password-form';
import { formRules } from '../../../../lib/schema-sentences';

/** /resetpassword: ask for a reset link; opened from one (`?oobCode=`), choose the new password. */
export function ResetPasswordPage() {
  const { oobCode } = useSearch({ from: '/_storefront/resetpassword' });
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={420} mx="auto" mt="md">
      <Stack>
        <Title order={2}>{oobCode ? 'Set your password' : 'Reset your password'}</Title>
        {oobCode ? <SetPasswordForm oobCode={oobCode} /> : <RequestResetForm />}
        <Anchor component={Link} to="/signin" size="sm">
          Back to sign in
        </Anchor>
      </Stack>
    </Paper>
  );
}

function RequestResetForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: formRules(emailOnlySchema),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const { email } = emailOnlySchema.parse(values);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      const { field, message } = describeAuthError(error);
      // Say the same thing whether or not the account exists, so the form cannot be used to probe emails.
      if (isUnknownAccount(error)) setSentTo(email);
      else if (field === 'form') setFormError(message);
      else form.setFieldError('email', message);
    }
  });

  return sentTo ? (
    <Alert color="green" title="Check your email">
      If an account exists for {sentTo}, we have sent it a link to choose a new password.
    </Alert>
  ) : (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          Enter the email you signed up with and we will send you a reset link.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <FormError message={formError} />
        <Button type="submit" loading={form.submitting}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
