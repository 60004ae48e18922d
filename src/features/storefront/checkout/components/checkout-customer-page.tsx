import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { CheckoutFrame } from '../../../../components/checkout-frame';
import { LoadingScreen } from '../../../../components/loading-screen';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { useSession } from '../../../common/auth/public';
import { updateCheckout, useCheckout } from '../api/checkout-state';
import { nextStepPath, stepsFor } from '../api/checkout-steps';
import { ProfileForm } from '../../account/public';
import { BuyerPinForm } from './buyer-pin-form';
import { fullName } from '@nyama/domain/people/user';
import { m } from '../../../../paraglide/messages';

/**
 * /cocustomer: who the order is for, and the business's KRA PIN for its tax invoice; a new account
 * completes its profile here, then sees it with the PIN before going on.
 */
export function CheckoutCustomerPage() {
  const navigate = useNavigate();
  const session = useSession();
  const state = useCheckout();
  const [editing, { open: edit, close }] = useDisclosure(false);
  if (!state || session.status === 'loading') return <LoadingScreen />;
  const next = nextStepPath('customer', { signedIn: true, fulfilment: state.fulfilment });
  const proceed = () => void navigate({ to: next });

  return (
    <CheckoutFrame steps={stepsFor(state.fulfilment)} step="customer" title={m.checkout_customer_title()}>
      {session.status === 'signedOut' && (
        <Stack align="flex-start">
          <Text>{m.checkout_customer_sign_in_first()}</Text>
          <Button component={Link} to="/cologin">
            {m.checkout_customer_sign_in()}
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
          <Text c="dimmed" mb="sm">
            {session.email}
          </Text>
          <BuyerPinForm
            pin={
              state.customerPin === undefined ? (session.profile.profile.kraPin ?? null) : state.customerPin
            }
            onContinue={async (customerPin) => {
              await updateCheckout({ customerPin });
              proceed();
            }}
          >
            <Button variant="default" onClick={edit}>
              {m.checkout_customer_change()}
            </Button>
          </BuyerPinForm>
        </Stack>
      )}
      {session.status === 'signedIn' &&
        (session.profile.status === 'missing' || (session.profile.status === 'ready' && editing)) && (
          <Stack>
            <Text size="sm" c="dimmed">
              {m.checkout_customer_why()}
            </Text>
            <ProfileForm
              uid={session.uid}
              email={session.email}
              profile={session.profile.status === 'ready' ? session.profile.profile : null}
              submitLabel={m.checkout_customer_save()}
              onSaved={close}
            />
          </Stack>
        )}
    </CheckoutFrame>
  );
}
