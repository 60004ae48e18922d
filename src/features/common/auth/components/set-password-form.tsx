import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod/mini';
import { FormError } from '../../../../components/form-error';
import { credentialsSchema } from '@nyama/domain/people/user';
import { setNewPassword } from '../api/auth-actions';
import { describeAuthError } from '../api/auth-errors';
import { formRules } from '../../../../lib/schema-sentences';
import { inSpokenWords } from '../../../../lib/problem-words';
import { m } from '../../../../paraglide/messages';

const newPasswordSchema = z.object({ password: credentialsSchema.shape.password, repeat: z.string() }).check(
  z.refine((values) => values.password === values.repeat, {
    error: () => m.account_set_password_differ(),
    path: ['repeat'],
  }),
);
const resolveNewPassword = formRules(newPasswordSchema);

/** The schema's problem this form shows, in the page's language (the differing passwords say their own). */
const PROBLEM_WORDS = { 'The password needs at least 6 characters': m.account_problem_password };

/** A reset link's second half: choose the new password (a new farmer's first one comes the same way). */
export function SetPasswordForm({ oobCode }: { oobCode: string }) {
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '', repeat: '' },
    validate: (values) => inSpokenWords(resolveNewPassword(values), PROBLEM_WORDS),
  });
  const submit = form.onSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await setNewPassword(oobCode, password);
      setDone(true);
    } catch (error) {
      setFormError(describeAuthError(error).message);
    }
  });
  if (done)
    return (
      <Alert color="green" title={m.account_set_password_done()}>
        <Anchor component={Link} to="/signin">
          {m.account_set_password_sign_in()}
        </Anchor>
      </Alert>
    );
  return (
    <form onSubmit={submit} noValidate aria-label={m.account_set_password_title()}>
      <Stack>
        <Text size="sm" c="dimmed">
          {m.account_set_password_intro()}
        </Text>
        <PasswordInput
          label={m.account_set_password_new()}
          required
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={m.account_set_password_repeat()}
          required
          autoComplete="new-password"
          {...form.getInputProps('repeat')}
        />
        <FormError message={formError} />
        <Button type="submit" loading={form.submitting}>
          {m.account_set_password_submit()}
        </Button>
      </Stack>
    </form>
  );
}
