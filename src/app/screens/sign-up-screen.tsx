import { Anchor, Button, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { ProfileForm } from '../../features/storefront/account/components/profile-form';
import { signUp } from '../../features/common/auth/api/auth-actions';
import { useSession } from '../../features/common/auth/api/use-session';
import { CredentialsForm } from '../../features/common/auth/components/credentials-form';
import { m } from '../../paraglide/messages';

/**
 * /usersignup in two steps: the account (email + password, the auth feature), then the profile (name,
 * surname, mobile, the account feature). Composed here because the two features do not know each other.
 */
export function SignUpScreen() {
  const session = useSession();
  const navigate = useNavigate();
  if (session.status === 'loading') return <LoadingScreen />;
  const step = session.status === 'signedIn' ? 1 : 0;
  const done = session.status === 'signedIn' && session.profile.status === 'ready';

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={520} mx="auto" mt="md">
      <Stack>
        <Title order={2}>{m.account_signup_title()}</Title>
        <Stepper active={done ? 2 : step} size="sm">
          <Stepper.Step
            label={m.account_signup_step_account()}
            description={m.account_signup_step_account_hint()}
          >
            <Stack mt="md">
              <CredentialsForm
                submitLabel={m.account_signup_continue()}
                action={signUp}
                onDone={() => undefined}
                newPassword
              />
              <Text size="sm">
                {m.account_signup_have_account()}{' '}
                <Anchor component={Link} to="/signin">
                  {m.shell_sign_in()}
                </Anchor>
              </Text>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={m.account_your_details()} description={m.account_signup_step_details_hint()}>
            {session.status === 'signedIn' && (
              <ProfileForm
                uid={session.uid}
                email={session.email}
                profile={null}
                submitLabel={m.account_signup_finish()}
                onSaved={() => void navigate({ to: '/user' })}
              />
            )}
          </Stepper.Step>
          <Stepper.Completed>
            <Text>{m.account_signup_done()}</Text>
            <Button component={Link} to="/" mt="sm">
              {m.account_signup_start_shopping()}
            </Button>
          </Stepper.Completed>
        </Stepper>
      </Stack>
    </Paper>
  );
}
