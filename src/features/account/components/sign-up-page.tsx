import { Anchor, Button, Paper, PasswordInput, Stack, Stepper, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { credentialsSchema, type Credentials } from '../../../domain/user';
import { signUp } from '../../auth/api/auth-actions';
import { describeAuthError } from '../../auth/api/auth-errors';
import { useSession } from '../../auth/api/use-session';
import { ProfileForm } from './profile-form';

/** Sign-up in two steps: the account (email + password), then the profile (name, surname, mobile). */
export function SignUpPage() {
  const session = useSession();
  const navigate = useNavigate();
  if (session.status === 'loading') return <LoadingScreen />;
  const step = session.status === 'signedIn' ? 1 : 0;
  const done = session.status === 'signedIn' && session.profile.status === 'ready';

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={520} mx="auto" mt="md">
      <Stack>
        <Title order={2}>Create your account</Title>
        <Stepper active={done ? 2 : step} size="sm">
          <Stepper.Step label="Account" description="Email and password">
            <CredentialsStep />
          </Stepper.Step>
          <Stepper.Step label="Your details" description="Name and mobile">
            {session.status === 'signedIn' && (
              <ProfileForm
                uid={session.uid}
                email={session.email}
                profile={null}
                submitLabel="Finish"
                onSaved={() => void navigate({ to: '/user' })}
              />
            )}
          </Stepper.Step>
          <Stepper.Completed>
            <Text>You are all set.</Text>
            <Button component={Link} to="/" mt="sm">
              Start shopping
            </Button>
          </Stepper.Completed>
        </Stepper>
      </Stack>
    </Paper>
  );
}

function CredentialsStep() {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Credentials>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(credentialsSchema, { sync: true }),
  });
  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await signUp(credentialsSchema.parse(values));
    } catch (error) {
      const { field, message } = describeAuthError(error);
      if (field === 'form') setFormError(message);
      else form.setFieldError(field, message);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack mt="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          description="At least 6 characters"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <FormError message={formError} />
        <Button type="submit" loading={form.submitting}>
          Continue
        </Button>
        <Text size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to="/signin">
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
