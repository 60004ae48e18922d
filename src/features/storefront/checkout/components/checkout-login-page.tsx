import { Button, Stack, Tabs, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { CheckoutFrame } from '../../../../components/checkout-frame';
import { LoadingScreen } from '../../../../components/loading-screen';
import { CredentialsForm, signIn, signUp, useSession } from '../../../common/auth/public';
import { useCheckout } from '../api/checkout-state';
import { nextStepPath, stepsFor } from '../api/checkout-steps';
import { m } from '../../../../paraglide/messages';

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
    <CheckoutFrame steps={steps} step="login" title={m.checkout_login_title()}>
      {session.status === 'signedIn' ? (
        <Stack align="flex-start">
          <Text>{m.checkout_login_signed_in_as({ email: session.email })}</Text>
          <Button onClick={() => void proceed()}>{m.checkout_continue()}</Button>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm" c="dimmed">
            {m.checkout_login_intro()}
          </Text>
          <Tabs defaultValue="signin" keepMounted={false}>
            <Tabs.List grow>
              <Tabs.Tab value="signin">{m.checkout_login_have_account()}</Tabs.Tab>
              <Tabs.Tab value="signup">{m.checkout_login_new()}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="signin" pt="md">
              <CredentialsForm submitLabel={m.checkout_login_sign_in()} action={signIn} onDone={proceed} />
            </Tabs.Panel>
            <Tabs.Panel value="signup" pt="md">
              <CredentialsForm
                submitLabel={m.checkout_login_sign_up()}
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
