import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { signIn } from '../api/auth-actions';
import { CredentialsForm } from './credentials-form';
import { m } from '../../../../paraglide/messages';

export function SignInPage() {
  const navigate = useNavigate();
  const { redirect } = useSearch({ from: '/_storefront/signin' });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={420} mx="auto" mt="md">
      <Stack>
        <Title order={2}>{m.shell_sign_in()}</Title>
        <CredentialsForm
          submitLabel={m.shell_sign_in()}
          action={signIn}
          onDone={() => navigate({ to: redirect ?? '/' })}
        />
        <Anchor component={Link} to="/resetpassword" size="sm">
          {m.account_signin_forgot()}
        </Anchor>
        <Text size="sm">
          {m.account_signin_new_here()}{' '}
          <Anchor component={Link} to="/usersignup">
            {m.account_create_account()}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
