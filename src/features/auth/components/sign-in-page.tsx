import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { credentialsSchema, type Credentials } from '../../../domain/user';
import { FormError } from '../../../components/form-error';
import { signIn } from '../api/auth-actions';
import { describeAuthError } from '../api/auth-errors';

export function SignInPage() {
  const navigate = useNavigate();
  const { redirect } = useSearch({ from: '/signin' });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Credentials>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(credentialsSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn(credentialsSchema.parse(values));
      await navigate({ to: redirect ?? '/' });
    } catch (error) {
      const { field, message } = describeAuthError(error);
      if (field === 'form') setFormError(message);
      else form.setFieldError(field, message);
    }
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={420} mx="auto" mt="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2}>Sign in</Title>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <FormError message={formError} />
          <Button type="submit" loading={form.submitting}>
            Sign in
          </Button>
          <Anchor component={Link} to="/resetpassword" size="sm">
            Forgot your password?
          </Anchor>
          <Text size="sm">
            New here?{' '}
            <Anchor component={Link} to="/usersignup">
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
