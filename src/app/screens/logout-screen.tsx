import { Button, Stack } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { LoadingScreen } from '../../components/loading-screen';
import type { RouterContext } from '../router-context';
import { FormError } from '../../components/form-error';
import { m } from '../../paraglide/messages';

let signingOut: Promise<void> | null = null;

/**
 * Spec: logout clears the current order first, then signs out; then everything personal is dropped from
 * this device: the cart, the checkout choices, the driver's data and Firestore's cache. The page reloads
 * because a cleared Firestore cannot be used again in it.
 *
 * The work runs when the page is shown, never in a route loader: the router preloads loaders when a link
 * is hovered or focused, and hovering "Sign out" must not sign anyone out. Started once per page load.
 */
async function signOutHere({ session, queryClient }: RouterContext): Promise<void> {
  await session.signOut();
  queryClient.clear();
  const { clearDeviceData } = await import('../device-data');
  await clearDeviceData();
  window.location.replace('/');
}

export function LogoutScreen() {
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    signingOut ??= signOutHere(router.options.context).catch((error: unknown) => {
      console.error(error);
      signingOut = null;
      setFailed(true);
    });
  }, [router, attempt]);
  if (!failed) return <LoadingScreen />;
  return (
    <Stack align="center" py="xl">
      <FormError title={m.account_logout_failed_title()} message={m.account_logout_failed_body()} />
      <Button
        onClick={() => {
          setFailed(false);
          setAttempt((count) => count + 1);
        }}
      >
        {m.shell_sign_out()}
      </Button>
    </Stack>
  );
}
