import { Button, Stack, Tabs, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { CheckoutFrame } from '../../../../components/checkout-frame';
import { LoadingScreen } from '../../../../components/loading-screen';
import { CredentialsForm, signIn, signUp, useSession } from '../../../common/auth/public';
import { useCheckout } from '../api/checkout-state';
import { nextStepPath, stepsFor } from '../api/checkout-steps';

/** /cologin: sign in or create an account mid-checkout; the cart stays on the device meanwhile. */
export function CheckoutLoginPage() {
  const navigate = useNavigate();
  const session = useSession();
  const state = useCheckout();
  if (session.status === 'loading' || !state) return <LoadingScreen />;
  const steps = stepsFor(state.fulfilment);
  const proceed = () =>
    navigate({ to: nextStepPath('login', { signedIn: true, fulfilment: state.fulfilment }) });

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
