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
import { inSpokenWords } from '../../../../lib/problem-words';
import { m } from '../../../../paraglide/messages';

const resolveEmail = formRules(emailOnlySchema);

/** The schema's problem this form shows, in the page's language. */
const PROBLEM_WORDS = { 'Enter a valid email address': m.account_problem_email };

/** /resetpassword: ask for a reset link; opened from one (`?oobCode=`), choose the new password. */
export function ResetPasswordPage() {
  const { oobCode } = useSearch({ from: '/_storefront/resetpassword' });
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={420} mx="auto" mt="md">
      <Stack>
        <Title order={2}>{oobCode ? m.account_set_password_title() : m.account_reset_title()}</Title>
        {oobCode ? <SetPasswordForm oobCode={oobCode} /> : <RequestResetForm />}
        <Anchor component={Link} to="/signin" size="sm">
          {m.account_reset_back()}
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
    validate: (values) => inSpokenWords(resolveEmail(values), PROBLEM_WORDS),
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
    <Alert color="green" title={m.account_reset_sent_title()}>
      {m.account_reset_sent_body({ email: sentTo })}
    </Alert>
  ) : (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {m.account_reset_intro()}
        </Text>
        <TextInput
          label={m.account_email()}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <FormError message={formError} />
        <Button type="submit" loading={form.submitting}>
          {m.account_reset_send()}
        </Button>
      </Stack>
    </form>
  );
}
