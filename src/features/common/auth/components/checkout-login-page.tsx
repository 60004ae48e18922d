import { Button, Stack, Tabs, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { CheckoutFrame } from '../../../../components/checkout-frame';
import { LoadingScreen } from '../../../../components/loading-screen';
import type { RoutePath } from '@nyama/domain/people/route-policy';
import { signIn, signUp } from '../api/auth-actions';
import { useSession } from '../api/use-session';
import { CredentialsForm } from './credentials-form';

type Props = {
  /** The checkout's steps, and the one after signing in: the checkout composes them in (src/app). */
  steps: ComponentProps<typeof CheckoutFrame>['steps'];
  next: RoutePath;
};

/** /cologin: sign in or create an account mid-checkout; the cart stays on the device meanwhile. */
export function CheckoutLoginPage({ steps, next }: Props) {
  const navigate = useNavigate();
  const session = useSession();
  if (session.status === 'loading') return <LoadingScreen />;
  const proceed = () => navigate({ to: next });

  return (
    <CheckoutFrame steps={steps} step="login" title="Your account">
      {session.status === 'signedIn' ? (
        <Stack align="flex-start">
          <Text>Signed in as {session.email}.</Text>
          <Button onClick={() => void proceed()}>Continue</Button>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm" c="dimmed">
            Sign in or create an account to place your order. Your cart stays as it is.
          </Text>
          <Tabs defaultValue="signin" keepMounted={false}>
            <Tabs.List grow>
              <Tabs.Tab value="signin">I have an account</Tabs.Tab>
              <Tabs.Tab value="signup">I am new here</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="signin" pt="md">
              <CredentialsForm submitLabel="Sign in and continue" action={signIn} onDone={proceed} />
            </Tabs.Panel>
            <Tabs.Panel value="signup" pt="md">
              <CredentialsForm
                submitLabel="Create account and continue"
                action={signUp}
                onDone={proceed}
                newPassword
              />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </CheckoutFrame>
  );
}
