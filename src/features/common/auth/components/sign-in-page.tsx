import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { signIn } from '../api/auth-actions';
import { CredentialsForm } from './credentials-form';

export function SignInPage() {
  const navigate = useNavigate();
  const { redirect } = useSearch({ from: '/_storefront/signin' });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={420} mx="auto" mt="md">
      <Stack>
        <Title order={2}>Sign in</Title>
        <CredentialsForm
          submitLabel="Sign in"
          action={signIn}
          onDone={() => navigate({ to: redirect ?? '/' })}
        />
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
    </Paper>
  );
}
