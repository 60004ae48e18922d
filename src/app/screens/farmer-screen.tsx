import { lazy, Suspense } from 'react';
import { FarmerPage } from '../../features/field/farmer/components/farmer-page';
import { useSession } from '../../features/common/auth/api/use-session';
import type { PushPurpose } from '../../features/storefront/push/components/push-opt-in';
import { m } from '../../paraglide/messages';
import { reachOf } from './reach';

/** The opt-in (the push subscription's code and the callables') loads after the orders paint (decision 077). */
const PushOptIn = lazy(() =>
  import('../../features/storefront/push/components/push-opt-in').then((module) => ({
    default: module.PushOptIn,
  })),
);

/** Why a farmer would want notifications, in the page's language. */
const farmerPush = (): PushPurpose => ({
  title: m.field_farmer_push_title(),
  explanation: m.field_farmer_push_explanation(),
  deniedHint: m.field_farmer_push_denied_hint(),
});

function FarmerOptIn({ uid }: { uid: string }) {
  const reach = reachOf(useSession());
  return (
    <Suspense fallback={null}>
      <PushOptIn uid={uid} purpose={farmerPush()} reach={reach} />
    </Suspense>
  );
}

// The farmer's page with the notifications opt-in: composed here because the farmer and push features do
// not know each other (as in ./open-order-screen).
const optIn = (uid: string) => <FarmerOptIn uid={uid} />;

/** /farmerpage */
export const FarmerScreen = () => <FarmerPage pushOptIn={optIn} />;
