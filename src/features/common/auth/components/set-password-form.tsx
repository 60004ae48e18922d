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

const newPasswordSchema = z.object({ password: credentialsSchema.shape.password, repeat: z.string() }).check(
  z.refine((values) => values.password === values.repeat, {
    message: 'The two passwords differ',
    path: ['repeat'],
  }),
);

/** A reset link's second half: choose the new password (a new farmer's first one comes the same way). */
export function SetPasswordForm({ oobCode }: { oobCode: string }) {
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '', repeat: '' },
    validate: formRules(newPasswordSchema),
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
      <Alert color="green" title="Your password is set">
        <Anchor component={Link} to="/signin">
          Sign in with your email and the new password
        </Anchor>
      </Alert>
    );
  return (
    <form onSubmit={submit} noValidate aria-label="Set your password">
      <Stack>
        <Text size="sm" c="dimmed">
          Choose a password of at least 6 characters.
        </Text>
        <PasswordInput
          label="New password"
          required
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Repeat it"
          required
          autoComplete="new-password"
          {...form.getInputProps('repeat')}
        />
        <FormError message={formError} />
        <Button type="submit" loading={form.submitting}>
          Set password
        </Button>
      </Stack>
    </form>
  );
}
