import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { CheckoutFrame } from '../../../../components/checkout-frame';
import { LoadingScreen } from '../../../../components/loading-screen';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { useSession } from '../../../common/auth/api/use-session';
import { useCheckout } from '../../checkout/api/checkout-state';
import { nextStepPath, stepsFor } from '../../checkout/api/checkout-steps';
import { ProfileForm } from './profile-form';
import { fullName } from '@nyama/domain/people/user';

/** /cocustomer: who the order is for; a new account completes its profile here. */
export function CheckoutCustomerPage() {
  const navigate = useNavigate();
  const session = useSession();
  const state = useCheckout();
  const [editing, { open: edit }] = useDisclosure(false);
  if (!state || session.status === 'loading') return <LoadingScreen />;
  const next = nextStepPath('customer', { signedIn: true, fulfilment: state.fulfilment });
  const proceed = () => void navigate({ to: next });

  return (
    <CheckoutFrame steps={stepsFor(state.fulfilment)} step="customer" title="Your details">
      {session.status === 'signedOut' && (
        <Stack align="flex-start">
          <Text>Sign in first, so we know who the order is for.</Text>
          <Button component={Link} to="/cologin">
            Sign in or create an account
          </Button>
        </Stack>
      )}
      {session.status === 'signedIn' && session.profile.status === 'loading' && <LoadingScreen />}
      {session.status === 'signedIn' && session.profile.status === 'error' && (
        <Text c="ember">{session.profile.message}</Text>
      )}
      {session.status === 'signedIn' && session.profile.status === 'ready' && !editing && (
        <Stack align="flex-start" gap="xs">
          <Text fw={700}>{fullName(session.profile.profile)}</Text>
          <Text>{formatKenyanPhone(session.profile.profile.mob)}</Text>
          <Text c="dimmed">{session.email}</Text>
          <Group mt="sm">
            <Button onClick={proceed}>Continue</Button>
            <Button variant="default" onClick={edit}>
              Change my details
            </Button>
          </Group>
        </Stack>
      )}
      {session.status === 'signedIn' &&
        (session.profile.status === 'missing' || (session.profile.status === 'ready' && editing)) && (
          <Stack>
            <Text size="sm" c="dimmed">
              Your name and mobile number, for the driver and for M-Pesa.
            </Text>
            <ProfileForm
              uid={session.uid}
              email={session.email}
              profile={session.profile.status === 'ready' ? session.profile.profile : null}
              submitLabel="Save and continue"
              onSaved={proceed}
            />
          </Stack>
        )}
    </CheckoutFrame>
  );
}
